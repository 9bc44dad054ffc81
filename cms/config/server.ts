export default ({ env }) => ({
  host: env('HOST', '0.0.0.0'),
  port: env.int('PORT', 1337),
  url: env('PUBLIC_URL', ''),
  app: { keys: env.array('APP_KEYS') },
  // Uploads go to {CMS_PUBLIC_DIR}/uploads, so a throwaway instance can keep its files outside the project.
  dirs: { public: env('CMS_PUBLIC_DIR', 'public') },
});
