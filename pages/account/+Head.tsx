// A customer's own page: never indexed.
export default function Head() {
  return <meta name="robots" content="noindex" />;
}
