// Every demo page, in the order the CMS lists them (by id).
import type { PageEntity } from '../types.ts';
import { blogPage } from './blog.ts';
import { buyPage } from './buy.ts';
import { contactPage } from './contact.ts';
import { expertsPage } from './experts.ts';
import { faqsPage } from './faqs.ts';
import { homePage } from './home.ts';
import { howItWorksPage } from './how-it-works.ts';
import { privacyPage, termsPage } from './legal.ts';
import { measureUpPage } from './measure-up.ts';
import { notFoundPage } from './not-found.ts';
import { productsPage } from './products.ts';
import { testimonialsPage } from './testimonials.ts';

export const DEMO_PAGES: readonly PageEntity[] = [
  homePage,
  productsPage,
  howItWorksPage,
  measureUpPage,
  expertsPage,
  faqsPage,
  blogPage,
  contactPage,
  testimonialsPage,
  termsPage,
  privacyPage,
  notFoundPage,
  buyPage,
].sort((a, b) => a.id - b.id);
