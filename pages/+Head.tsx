// Every page: preload the code of the blocks it shows (noted by +onBeforeRenderHtml), so hydration does not wait for it.
import { usePageContext } from 'vike-react/usePageContext';

export default function Head() {
  const { blockPreloads } = usePageContext();
  return blockPreloads?.map((href) => <link key={href} rel="modulepreload" href={href} />);
}
