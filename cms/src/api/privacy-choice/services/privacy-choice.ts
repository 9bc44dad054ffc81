// Generated from openapi/cms.yaml by `npm run codegen`: change that file, not this one.
import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::privacy-choice.privacy-choice');
