// Generated from openapi/cms.yaml by `npm run codegen`. Do not edit.
export interface paths {
    "/api/pages/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every page with its dynamic-zone content and SEO data. */
        get: operations["getPages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/blog-articles/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Blog articles with their category, content blocks and SEO data, paginated. */
        get: operations["getBlogArticles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/header": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The site header (button and account/cart items). */
        get: operations["getHeader"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/navigation/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The full-screen navigation menu. */
        get: operations["getNavigation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subscribe-modal/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Texts and image of the subscribe modal. */
        get: operations["getSubscribeModal"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sold-out-modal/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Texts and image of the sold-out notification modal. */
        get: operations["getSoldOutModal"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/footer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The site footer. */
        get: operations["getFooter"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/info-modal/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The seven info side panels (size, colour, depth, shipping, returns, packaging, tailored). */
        get: operations["getInfoModal"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/privacy-choice": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The words of the privacy banner and the privacy choices (the four purposes of Shopify's Customer Privacy API). */
        get: operations["getPrivacyChoices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ezforms/submit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Stores one visitor form submission (contact, subscribe or sold-out notification). */
        post: operations["submitForm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** @description Strapi's error body. */
        ErrorResponse: {
            data: null;
            error: {
                status: number;
                name: string;
                message: string;
                details?: Record<string, never>;
            };
        };
        /** @description Strapi page-based pagination of a collection response. */
        PaginationMeta: {
            page: number;
            pageSize: number;
            pageCount: number;
            total: number;
        };
        /** @description The empty meta object of a single-type response. */
        SingleMeta: Record<string, never>;
        /** @description One resized rendition of an uploaded file (served at media base + /{hash}/{hash}{ext}). */
        MediaFormat: {
            hash: string;
            ext: string;
            mime: string;
            url: string;
            width: number;
            height: number;
        };
        /** @description An uploaded file (image or video); the site builds its URL as media base + /{hash}/{hash}{ext} (spec §7). */
        Media: {
            name: string;
            alternativeText: string | null;
            caption: string | null;
            width: number | null;
            height: number | null;
            /** @description File name stem, e.g. bed_sateen_white_4f2a9c. */
            hash: string;
            /** @description Extension with the dot, e.g. .svg. */
            ext: string;
            mime: string;
            url: string;
            formats: {
                thumbnail?: components["schemas"]["MediaFormat"];
                small?: components["schemas"]["MediaFormat"];
                medium?: components["schemas"]["MediaFormat"];
                large?: components["schemas"]["MediaFormat"];
            } | null;
            /**
             * Format: date-time
             * @description Last upload time; the measure video appends it to its URL so a replaced file is not served stale.
             */
            updatedAt?: string;
            /** @description The focal point an editor set in the media library (Crop & Focus area), in percent from the left; crops keep it in view. */
            focalX?: number | null;
            /** @description The focal point's distance from the top, in percent. */
            focalY?: number | null;
            /** @description Filled by the site, not the CMS - a CSS background (a tiny blurred data image or a colour) shown until the picture loads. */
            placeholder?: string | null;
        };
        /** @description A single-media field; data is null when no file is attached. */
        MediaRelation: {
            data: {
                id: number;
                attributes: components["schemas"]["Media"];
            } | null;
        };
        /** @description A relation to a page; data is null when the target is missing (the site then links to /404). */
        PageLinkRelation: {
            data: {
                id: number;
                attributes: {
                    slug: string;
                };
            } | null;
        };
        /**
         * @description Named brand colours an editor can choose for text, buttons and backgrounds (spec §3).
         * @enum {string}
         */
        Colour: "neutral-white" | "neutral-1" | "neutral-2" | "neutral-3" | "neutral-black" | "sage-green" | "darkgrey" | "transparent" | "primary-blue";
        /** @description A CMS button linking to '/' + the page slug, or to externalLink when set. */
        Button: {
            id: number;
            text: string;
            /** @description Show a trailing arrow. */
            arrow: boolean;
            buttonColour: components["schemas"]["Colour"];
            backgroundColour: components["schemas"]["Colour"];
            link: components["schemas"]["PageLinkRelation"];
            externalLink: string | null;
        };
        /** @description An optional button. */
        NullableButton: components["schemas"]["Button"] | null;
        /** @description A short coloured line shown above a heading. */
        Tagline: {
            id: number;
            colour: components["schemas"]["Colour"];
            text: string;
        };
        /** @description An optional tagline. */
        NullableTagline: components["schemas"]["Tagline"] | null;
        /** @description SEO data of a page or article; keywords are joined by the site. */
        PageSeo: {
            id: number;
            metaTitle: string;
            metaDescription: string;
            metaKeywords: {
                id: number;
                keyword: string;
            }[];
            metaImage: components["schemas"]["MediaRelation"];
        };
        /** @description Optional SEO data. */
        NullablePageSeo: components["schemas"]["PageSeo"] | null;
        /** @description A heading with a markdown paragraph. */
        TextBlock: {
            id: number;
            heading: string;
            /**
             * Format: markdown
             * @description Markdown.
             */
            text: string;
        };
        /** @description One illustrated step of a process (tagline such as 'Step 1', heading, markdown text, image). */
        ProcessBlock: {
            id: number;
            tagline: components["schemas"]["NullableTagline"];
            heading: string;
            /**
             * Format: markdown
             * @description Markdown.
             */
            text: string;
            image: components["schemas"]["MediaRelation"];
        };
        /** @description A tile with heading, markdown text and image. */
        ImageTile: {
            id: number;
            heading: string;
            /**
             * Format: markdown
             * @description Markdown.
             */
            text: string;
            image: components["schemas"]["MediaRelation"];
        };
        /** @description One customer review (only active ones are shown). */
        Testimonial: {
            id: number;
            isActive: boolean;
            name: string;
            /**
             * Format: date
             * @description YYYY-MM-DD.
             */
            date: string;
            rating: number;
            review: string;
            icon: components["schemas"]["MediaRelation"];
        };
        /** @description A maker card (image, name, role, description). */
        Expert: {
            id: number;
            name: string;
            role: string;
            description: string;
            image: components["schemas"]["MediaRelation"];
        };
        /**
         * @description The four mattress sizes sold (spec §1).
         * @enum {string}
         */
        MattressSize: "double" | "queen" | "king" | "super-king";
        /** @description One measurement table (e.g. Tailored Sheets, Pillowcases) with label/value rows in cm. */
        MeasurementTable: {
            id: number;
            heading: string;
            rows: {
                id: number;
                /** @description e.g. Width (W), Length (L), Depth (D). */
                label: string;
                /** @description e.g. '158.5 cm' or 'Variable'. */
                value: string;
            }[];
            /**
             * Format: markdown
             * @description Markdown.
             */
            notes: string | null;
        };
        /** @description The measurement tables of one mattress size (a size tab). */
        SizeMeasurements: {
            id: number;
            size: components["schemas"]["MattressSize"];
            /** @description Tab label */
            label: string;
            tables: components["schemas"]["MeasurementTable"][];
        };
        /**
         * @description The two sheet versions (spec §1) - premium (600 thread count) and classic (400 thread count).
         * @enum {string}
         */
        SheetVariant: "premium" | "classic";
        /** @description The measurement tables of one sheet variant (a variant tab of the measure specs, new app version). */
        VariantMeasurements: {
            id: number;
            variant: components["schemas"]["SheetVariant"];
            /** @description Tab label, e.g. Premium. */
            label: string;
            sizes: components["schemas"]["SizeMeasurements"][];
        };
        /** @description A text panel shown over the measure video between two seconds. */
        VideoPanel: {
            id: number;
            heading: string;
            text: string;
            startSecond: number;
            endSecond: number;
        };
        /** @description One FAQ question with a markdown answer. */
        FaqQuestion: {
            id: number;
            question: string;
            /**
             * Format: markdown
             * @description Markdown.
             */
            answer: string;
        };
        /** @description One FAQ section (a tab and an accordion of questions). */
        FaqSection: {
            id: number;
            heading: string;
            iconSection: components["schemas"]["MediaRelation"];
            iconFilter: components["schemas"]["MediaRelation"];
            sectionBlocks: components["schemas"]["FaqQuestion"][];
        };
        /** @description One contact line; unless linkUrl is set the site links email to mailto, phone to tel (spaces removed), address to a maps search. */
        ContactEntry: {
            id: number;
            /** @enum {string} */
            type: "email" | "phone" | "address";
            label: string;
            linkText: string;
            linkUrl: string | null;
        };
        /** @description One item of a page's pageContent or an article's blogContent, told apart by componentName. */
        PageBlock: components["schemas"]["HomeIntroBlock"] | components["schemas"]["ThreeColumnInfoBlock"] | components["schemas"]["ProductThreeColumnBlock"] | components["schemas"]["FeaturedBrandsBlock"] | components["schemas"]["TestimonialsBlock"] | components["schemas"]["HowItWorksBlock"] | components["schemas"]["ExpertsBlock"] | components["schemas"]["ProductBenefitsBlock"] | components["schemas"]["PageCallToActionBlock"] | components["schemas"]["NotFoundBlock"] | components["schemas"]["ContactDetailsBlock"] | components["schemas"]["ContactFormBlock"] | components["schemas"]["PageIntroBlock"] | components["schemas"]["TestimonialGridBlock"] | components["schemas"]["ProductContainsBlock"] | components["schemas"]["ExpertProfileOneBlock"] | components["schemas"]["ExpertProfileTwoBlock"] | components["schemas"]["ExpertsProcessBlock"] | components["schemas"]["ExpertsAboutBlock"] | components["schemas"]["ExpertsIntroBlock"] | components["schemas"]["HowItWorksIntroBlock"] | components["schemas"]["MeasureAboutBlock"] | components["schemas"]["MeasureVideoBlock"] | components["schemas"]["FaqBlock"] | components["schemas"]["BlogIntroTextBlock"] | components["schemas"]["BlogGalleryBlock"] | components["schemas"]["BlogRichTextBlock"] | components["schemas"]["BlogTwoColumnBlock"] | components["schemas"]["BlogFullWidthImageBlock"] | components["schemas"]["BuyStepsBlock"] | components["schemas"]["ProductSizeBlock"] | components["schemas"]["MeasureSpecsBlock"] | components["schemas"]["DiscountCountdownBlock"] | components["schemas"]["FindMySizeBlock"];
        /** @description Home hero with heading, sub-heading, two text lines, a button, a scroll cue and an image. */
        HomeIntroBlock: {
            id: number;
            /** @constant */
            __component: "blocks.home-intro";
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            componentName: "HomeIntro";
            isActive: boolean;
            heading: string;
            subHeading: string | null;
            textLine1: string | null;
            textLine2: string | null;
            button: components["schemas"]["NullableButton"];
            image: components["schemas"]["MediaRelation"];
            backgroundColour: components["schemas"]["Colour"];
        };
        /** @description Page hero with heading, sub-heading, tagline, background image and icon. */
        PageIntroBlock: {
            id: number;
            /** @constant */
            __component: "blocks.page-intro";
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            componentName: "PageIntro";
            isActive: boolean;
            heading: string;
            subHeading: string | null;
            tagline: components["schemas"]["NullableTagline"];
            backgroundImage: components["schemas"]["MediaRelation"];
            icon: components["schemas"]["MediaRelation"];
            backgroundColour: components["schemas"]["Colour"];
        };
        /** @description Up to three info tiles (heading, text, image) with an optional button. */
        ThreeColumnInfoBlock: {
            id: number;
            /** @constant */
            __component: "blocks.three-column-info";
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            componentName: "ThreeColumnInfo";
            isActive: boolean;
            heading: string | null;
            subHeading: string | null;
            tiles: {
                id: number;
                heading: string;
                text: string;
                image: components["schemas"]["MediaRelation"];
                isVisible: boolean;
            }[];
            button: components["schemas"]["NullableButton"];
            backgroundColour: components["schemas"]["Colour"];
        };
        /** @description A tick-mark list of product benefits beside an image. */
        ProductBenefitsBlock: {
            id: number;
            /** @constant */
            __component: "blocks.product-benefits";
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            componentName: "ProductBenefits";
            isActive: boolean;
            heading: string;
            subHeading: string | null;
            benefits: {
                id: number;
                text: string;
            }[];
            image: components["schemas"]["MediaRelation"];
            backgroundColour: components["schemas"]["Colour"];
        };
        /** @description A call to action over a background image, light or dark. */
        PageCallToActionBlock: {
            id: number;
            /** @constant */
            __component: "blocks.page-call-to-action";
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            componentName: "PageCallToAction";
            isActive: boolean;
            heading: string;
            subHeading: string | null;
            button: components["schemas"]["NullableButton"];
            backgroundImage: components["schemas"]["MediaRelation"];
            darkMode: boolean;
        };
        /** @description The 404 block ('404', heading, sub-heading, 'Go back' to /). */
        NotFoundBlock: {
            id: number;
            /** @constant */
            __component: "blocks.not-found";
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            componentName: "NotFound";
            isActive: boolean;
            heading: string;
            subHeading: string | null;
            button: components["schemas"]["NullableButton"];
        };
        /** @description Product detail tiles in three columns (heading, markdown text, image each). */
        ProductThreeColumnBlock: {
            id: number;
            /** @constant */
            __component: "blocks.product-three-column";
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            componentName: "ProductThreeColumn";
            isActive: boolean;
            heading: string | null;
            subHeading: string | null;
            columns: components["schemas"]["ImageTile"][];
            backgroundColour: components["schemas"]["Colour"];
        };
        /** @description 'As featured in' row of publication logos. */
        FeaturedBrandsBlock: {
            id: number;
            /** @constant */
            __component: "blocks.featured-brands";
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            componentName: "FeaturedBrands";
            isActive: boolean;
            heading: string;
            brands: {
                id: number;
                /** @description Publication name */
                alt: string;
                logo: components["schemas"]["MediaRelation"];
                url: string | null;
            }[];
            backgroundColour: components["schemas"]["Colour"];
        };
        /** @description Reviews as a masonry grid; the first 5 in a scrolling strip, all in a carousel on small screens. */
        TestimonialsBlock: {
            id: number;
            /** @constant */
            __component: "blocks.testimonials";
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            componentName: "Testimonials";
            isActive: boolean;
            heading: string;
            subHeading: string | null;
            testimonials: components["schemas"]["Testimonial"][];
            button: components["schemas"]["NullableButton"];
            backgroundColour: components["schemas"]["Colour"];
        };
        /** @description Every review in a masonry grid (testimonials page). */
        TestimonialGridBlock: {
            id: number;
            /** @constant */
            __component: "blocks.testimonial-grid";
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            componentName: "TestimonialGrid";
            isActive: boolean;
            heading: string;
            subHeading: string | null;
            testimonials: components["schemas"]["Testimonial"][];
            backgroundColour: components["schemas"]["Colour"];
        };
        /** @description The numbered steps of how the tailored set is made and ordered, with an optional button. */
        HowItWorksBlock: {
            id: number;
            /** @constant */
            __component: "blocks.how-it-works";
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            componentName: "HowItWorks";
            isActive: boolean;
            heading: string;
            subHeading: string | null;
            processBlocks: components["schemas"]["ProcessBlock"][];
            button: components["schemas"]["NullableButton"];
            backgroundColour: components["schemas"]["Colour"];
        };
        /** @description 'Meet the makers' cards (image, role, name, description). */
        ExpertsBlock: {
            id: number;
            /** @constant */
            __component: "blocks.experts";
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            componentName: "Experts";
            isActive: boolean;
            heading: string;
            subHeading: string | null;
            experts: components["schemas"]["Expert"][];
            button: components["schemas"]["NullableButton"];
            backgroundColour: components["schemas"]["Colour"];
        };
        /** @description Contact heading and list (email, phone, address) over desktop and mobile background images. */
        ContactDetailsBlock: {
            id: number;
            /** @constant */
            __component: "blocks.contact-details";
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            componentName: "ContactDetails";
            isActive: boolean;
            heading: string;
            subHeading: string | null;
            contacts: components["schemas"]["ContactEntry"][];
            backgroundImageDesktop: components["schemas"]["MediaRelation"];
            backgroundImageMobile: components["schemas"]["MediaRelation"];
        };
        /** @description The contact form's texts (fields email, mobile, message; formType 'contact'). */
        ContactFormBlock: {
            id: number;
            /** @constant */
            __component: "blocks.contact-form";
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            componentName: "ContactForm";
            isActive: boolean;
            heading: string;
            subHeading: string | null;
            emailLabel: string;
            mobileLabel: string;
            messageLabel: string;
            buttonText: string;
            backgroundColour: components["schemas"]["Colour"];
        };
        /** @description The items included in every set (bottom sheet, top sheet, 2 pillowcases), illustrated. */
        ProductContainsBlock: {
            id: number;
            /** @constant */
            __component: "blocks.product-contains";
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            componentName: "ProductContains";
            isActive: boolean;
            heading: string;
            subHeading: string | null;
            items: components["schemas"]["ImageTile"][];
            image: components["schemas"]["MediaRelation"];
            backgroundColour: components["schemas"]["Colour"];
        };
        /** @description One maker's profile, image on the left (name, role, markdown story). */
        ExpertProfileOneBlock: {
            id: number;
            /** @constant */
            __component: "blocks.expert-profile-one";
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            componentName: "ExpertProfileOne";
            isActive: boolean;
            tagline: components["schemas"]["NullableTagline"];
            name: string;
            role: string;
            /**
             * Format: markdown
             * @description Markdown.
             */
            text: string;
            image: components["schemas"]["MediaRelation"];
            backgroundColour: components["schemas"]["Colour"];
        };
        /** @description One maker's profile, image on the right, with an optional pull quote. */
        ExpertProfileTwoBlock: {
            id: number;
            /** @constant */
            __component: "blocks.expert-profile-two";
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            componentName: "ExpertProfileTwo";
            isActive: boolean;
            tagline: components["schemas"]["NullableTagline"];
            name: string;
            role: string;
            /**
             * Format: markdown
             * @description Markdown.
             */
            text: string;
            quote: string | null;
            image: components["schemas"]["MediaRelation"];
            backgroundColour: components["schemas"]["Colour"];
        };
        /** @description The makers' process as illustrated steps. */
        ExpertsProcessBlock: {
            id: number;
            /** @constant */
            __component: "blocks.experts-process";
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            componentName: "ExpertsProcess";
            isActive: boolean;
            heading: string;
            subHeading: string | null;
            processBlocks: components["schemas"]["ProcessBlock"][];
            backgroundColour: components["schemas"]["Colour"];
        };
        /** @description About the makers, as text blocks beside an image. */
        ExpertsAboutBlock: {
            id: number;
            /** @constant */
            __component: "blocks.experts-about";
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            componentName: "ExpertsAbout";
            isActive: boolean;
            heading: string;
            subHeading: string | null;
            textBlocks: components["schemas"]["TextBlock"][];
            image: components["schemas"]["MediaRelation"];
            backgroundColour: components["schemas"]["Colour"];
        };
        /** @description Hero of the experts page (tagline, heading, markdown text, image). */
        ExpertsIntroBlock: {
            id: number;
            /** @constant */
            __component: "blocks.experts-intro";
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            componentName: "ExpertsIntro";
            isActive: boolean;
            tagline: components["schemas"]["NullableTagline"];
            heading: string;
            subHeading: string | null;
            /**
             * Format: markdown
             * @description Markdown.
             */
            text: string | null;
            image: components["schemas"]["MediaRelation"];
            backgroundColour: components["schemas"]["Colour"];
        };
        /** @description Hero of the how-it-works page (tagline, heading, sub-heading, image). */
        HowItWorksIntroBlock: {
            id: number;
            /** @constant */
            __component: "blocks.how-it-works-intro";
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            componentName: "HowItWorksIntro";
            isActive: boolean;
            tagline: components["schemas"]["NullableTagline"];
            heading: string;
            subHeading: string | null;
            image: components["schemas"]["MediaRelation"];
            backgroundColour: components["schemas"]["Colour"];
        };
        /** @description How to measure a mattress, as text blocks beside an image. */
        MeasureAboutBlock: {
            id: number;
            /** @constant */
            __component: "blocks.measure-about";
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            componentName: "MeasureAbout";
            isActive: boolean;
            heading: string;
            subHeading: string | null;
            textBlocks: components["schemas"]["TextBlock"][];
            image: components["schemas"]["MediaRelation"];
            backgroundColour: components["schemas"]["Colour"];
        };
        /** @description The bed-making video with timed info panels (3-6, 11-14, 18-21 s), captions and a poster. */
        MeasureVideoBlock: {
            id: number;
            /** @constant */
            __component: "blocks.measure-video";
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            componentName: "MeasureVideo";
            isActive: boolean;
            heading: string;
            subHeading: string | null;
            video: components["schemas"]["MediaRelation"];
            captions: components["schemas"]["MediaRelation"];
            poster: components["schemas"]["MediaRelation"];
            panels: components["schemas"]["VideoPanel"][];
        };
        /** @description FAQ sections as tabs, each an accordion of markdown answers. */
        FaqBlock: {
            id: number;
            /** @constant */
            __component: "blocks.faq";
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            componentName: "Faq";
            isActive: boolean;
            heading: string;
            subHeading: string | null;
            /** @description Text above the section tabs. */
            prompt: string;
            sections: components["schemas"]["FaqSection"][];
        };
        /** @description An article's lead paragraph (markdown). */
        BlogIntroTextBlock: {
            id: number;
            /** @constant */
            __component: "blocks.blog-intro-text";
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            componentName: "BlogIntroText";
            isActive: boolean;
            heading: string | null;
            /**
             * Format: markdown
             * @description Markdown.
             */
            text: string;
        };
        /** @description The blog index; the site lists articles grouped by their categories with an 'All blogs' filter. */
        BlogGalleryBlock: {
            id: number;
            /** @constant */
            __component: "blocks.blog-gallery";
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            componentName: "BlogGallery";
            isActive: boolean;
            heading: string;
            subHeading: string | null;
            /** @description Label of the filter showing every category, e.g. 'All blogs'. */
            allLabel: string;
            /** @description Link text per category row, e.g. 'See all content'. */
            seeAllLabel: string;
            /** @description Shown when an article has no author. */
            defaultAuthorName: string;
        };
        /** @description A markdown section of an article. */
        BlogRichTextBlock: {
            id: number;
            /** @constant */
            __component: "blocks.blog-rich-text";
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            componentName: "BlogRichText";
            isActive: boolean;
            /**
             * Format: markdown
             * @description Markdown.
             */
            richText: string;
        };
        /** @description Article text beside an image, the image left or right. */
        BlogTwoColumnBlock: {
            id: number;
            /** @constant */
            __component: "blocks.blog-two-column";
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            componentName: "BlogTwoColumn";
            isActive: boolean;
            heading: string | null;
            /**
             * Format: markdown
             * @description Markdown.
             */
            text: string;
            image: components["schemas"]["MediaRelation"];
            /** @enum {string} */
            imagePosition: "left" | "right";
        };
        /** @description A full-width article image with an optional caption. */
        BlogFullWidthImageBlock: {
            id: number;
            /** @constant */
            __component: "blocks.blog-full-width-image";
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            componentName: "BlogFullWidthImage";
            isActive: boolean;
            image: components["schemas"]["MediaRelation"];
            caption: string | null;
        };
        /** @description The four ordering steps (Product, Details, Services, Checkout) explained, with a button to /buy. */
        BuyStepsBlock: {
            id: number;
            /** @constant */
            __component: "blocks.buy-steps";
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            componentName: "BuySteps";
            isActive: boolean;
            heading: string;
            subHeading: string | null;
            steps: {
                id: number;
                /** @description Step label */
                label: string;
                text: string;
                image: components["schemas"]["MediaRelation"];
            }[];
            button: components["schemas"]["NullableButton"];
            backgroundColour: components["schemas"]["Colour"];
        };
        /** @description Heading of the size section; tiles, prices and colours come from the shop (premium/classic tabs). */
        ProductSizeBlock: {
            id: number;
            /** @constant */
            __component: "blocks.product-size";
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            componentName: "ProductSize";
            isActive: boolean;
            heading: string;
            subHeading: string | null;
            backgroundColour: components["schemas"]["Colour"];
        };
        /** @description Per-size measurement tables (tabs) with notes and a measuring image. `variants` (optional, added later) holds the tables per sheet variant for the new app version's variant tabs; without it, or in the old app version, `sizes` is shown. */
        MeasureSpecsBlock: {
            id: number;
            /** @constant */
            __component: "blocks.measure-specs";
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            componentName: "MeasureSpecs";
            isActive: boolean;
            heading: string;
            subHeading: string | null;
            sizes: components["schemas"]["SizeMeasurements"][];
            variants?: components["schemas"]["VariantMeasurements"][];
            image: components["schemas"]["MediaRelation"];
        };
        /** @description Find my size: the shopper enters their mattress's width, length and depth (cm or inches) and is shown the sheet-set size and depth band that fit, with a link into /buy at the depth step. Every text but the heading may be left empty for the site's default. Advice lines may name {size} (the size to choose), {smaller} (the size too small, between two sizes) and {band} (the depth band; a line naming it is left out when the depth falls in no band). */
        FindMySizeBlock: {
            id: number;
            /** @constant */
            __component: "blocks.find-my-size";
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            componentName: "FindMySize";
            isActive: boolean;
            heading: string;
            intro: string | null;
            /** @description The form's button; default 'Find my size'. */
            submitLabel: string | null;
            /** @description The link into /buy; default 'Choose this set'. */
            chooseLabel: string | null;
            /** @description Shown when the mattress fits one size. */
            fitsAdvice: string | null;
            /** @description Shown when the mattress is between two sizes. */
            betweenAdvice: string | null;
            /** @description Shown when the mattress is smaller than any size. */
            tooSmallAdvice: string | null;
            /** @description Shown when the mattress is larger than any size. */
            tooLargeAdvice: string | null;
            /** @description Shown when the mattress is shallower than 15 cm. */
            tooShallowAdvice: string | null;
            /** @description Shown when the mattress is deeper than 40 cm. */
            tooDeepAdvice: string | null;
            backgroundColour: components["schemas"]["Colour"];
        };
        /** @description A countdown to the end of a promotion. */
        DiscountCountdownBlock: {
            id: number;
            /** @constant */
            __component: "blocks.discount-countdown";
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            componentName: "DiscountCountdown";
            isActive: boolean;
            heading: string;
            /** Format: date-time */
            endsAt: string;
            text: string | null;
            backgroundColour: components["schemas"]["Colour"];
        };
        /** @description A content page; its blocks render in order. */
        Page: {
            slug: string;
            title: string;
            pageContent: components["schemas"]["PageBlock"][];
            pageSeo: components["schemas"]["NullablePageSeo"];
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            /** Format: date-time */
            publishedAt: string | null;
        };
        /** @description A page entry of the collection. */
        PageEntity: {
            id: number;
            attributes: components["schemas"]["Page"];
        };
        /** @description The pages collection. */
        PagesResponse: {
            data: components["schemas"]["PageEntity"][];
            meta: {
                pagination: components["schemas"]["PaginationMeta"];
            };
        };
        /** @description A blog category (filter label, slug, tagline). */
        BlogCategory: {
            /** @description Label. */
            blogCategory: string;
            slug: string;
            tagline: components["schemas"]["NullableTagline"];
        };
        /** @description A blog article, routed at /{slug}. */
        BlogArticle: {
            slug: string;
            heading: string;
            subHeading: string | null;
            image: components["schemas"]["MediaRelation"];
            authorName: string | null;
            /**
             * Format: date
             * @description YYYY-MM-DD.
             */
            date: string;
            /** @description Minutes. */
            readingTime: number;
            /**
             * Format: markdown
             * @description Markdown.
             */
            richText: string | null;
            blogContent: components["schemas"]["PageBlock"][];
            pageSeo: components["schemas"]["NullablePageSeo"];
            blog_category: {
                data: {
                    id: number;
                    attributes: components["schemas"]["BlogCategory"];
                } | null;
            };
            /** Format: date-time */
            createdAt?: string;
            /** Format: date-time */
            updatedAt?: string;
            /** Format: date-time */
            publishedAt?: string | null;
        };
        /** @description An article entry of the collection. */
        BlogArticleEntity: {
            id: number;
            attributes: components["schemas"]["BlogArticle"];
        };
        /** @description One page of the blog-articles collection. */
        BlogArticlesResponse: {
            data: components["schemas"]["BlogArticleEntity"][];
            meta: {
                pagination: components["schemas"]["PaginationMeta"];
            };
        };
        /** @description The site header with background colour, a button and the account and cart items. */
        Header: {
            backgroundColour: components["schemas"]["Colour"];
            button: components["schemas"]["NullableButton"];
            headerItems: {
                id: number;
                /** @enum {string} */
                itemType: "account" | "cart";
                label: string;
                isVisible: boolean;
                icon: components["schemas"]["MediaRelation"];
                iconMobile: components["schemas"]["MediaRelation"];
                /** @description Target of the account item; null for the cart. */
                url: string | null;
            }[];
        };
        /** @description The header single type. */
        HeaderResponse: {
            data: {
                id: number;
                attributes: components["schemas"]["Header"];
            };
            meta: components["schemas"]["SingleMeta"];
        };
        /** @description A small call to action (menu and footer) linking to /{buttonLink}. */
        CtaBlock: {
            id: number;
            heading: string;
            subHeading: string | null;
            buttonText: string;
            /** @description Page slug. */
            buttonLink: string;
            darkMode: boolean;
        };
        /** @description The full-screen menu with link categories, CTA blocks and an image. */
        Navigation: {
            navigationList: {
                id: number;
                category: string;
                navigationItem: {
                    id: number;
                    label: string;
                    link: components["schemas"]["PageLinkRelation"];
                }[];
            }[];
            ctaBlock: components["schemas"]["CtaBlock"][];
            image: components["schemas"]["MediaRelation"];
        };
        /** @description The navigation single type. */
        NavigationResponse: {
            data: {
                id: number;
                attributes: components["schemas"]["Navigation"];
            };
            meta: components["schemas"]["SingleMeta"];
        };
        /** @description The site footer with CTA blocks, socials, legal links, subscribe box and acknowledgement. */
        Footer: {
            ctaBlocks: components["schemas"]["CtaBlock"][];
            footerSocial: {
                id: number;
                heading: string;
                socials: {
                    id: number;
                    label: string;
                    url: string;
                    icon: components["schemas"]["MediaRelation"];
                }[];
            };
            footerLegal: {
                id: number;
                label: string;
                page: components["schemas"]["PageLinkRelation"];
            }[];
            footerSubscribe: {
                id: number;
                heading: string;
                subHeading: string | null;
                placeholder: string;
                buttonText: string;
            };
            footerAcknowledgement: string;
        };
        /** @description The footer single type. */
        FooterResponse: {
            data: {
                id: number;
                attributes: components["schemas"]["Footer"];
            };
            meta: components["schemas"]["SingleMeta"];
        };
        /** @description Texts of the consent banner and the privacy choices dialog, and where the banner shows. */
        PrivacyChoices: {
            linkLabel: string;
            heading: string;
            text: string;
            bannerText: string;
            acceptAllText: string;
            declineAllText: string;
            chooseText: string;
            saveText: string;
            analyticsLabel: string;
            analyticsHelp: string;
            marketingLabel: string;
            marketingHelp: string;
            preferencesLabel: string;
            preferencesHelp: string;
            saleOfDataLabel: string;
            saleOfDataHelp: string;
            gpcNote: string;
            bannerTimeZones: string;
        };
        /** @description The privacy-choices single type. */
        PrivacyChoicesResponse: {
            data: {
                id: number;
                attributes: components["schemas"]["PrivacyChoices"];
            };
            meta: components["schemas"]["SingleMeta"];
        };
        /** @description Texts and image of the e-mail subscribe modal. */
        SubscribeModal: {
            heading: string;
            subHeading: string | null;
            placeholder: string;
            buttonText: string;
            image: components["schemas"]["MediaRelation"];
            successHeading: string;
            successText: string;
        };
        /** @description The subscribe-modal single type. */
        SubscribeModalResponse: {
            data: {
                id: number;
                attributes: components["schemas"]["SubscribeModal"];
            };
            meta: components["schemas"]["SingleMeta"];
        };
        /** @description Texts and image of the sold-out notification modal. */
        SoldOutModal: {
            heading: string;
            subHeading: string | null;
            placeholder: string;
            buttonText: string;
            image: components["schemas"]["MediaRelation"];
            successHeading: string;
            successText: string;
        };
        /** @description The sold-out-modal single type. */
        SoldOutModalResponse: {
            data: {
                id: number;
                attributes: components["schemas"]["SoldOutModal"];
            };
            meta: components["schemas"]["SingleMeta"];
        };
        /** @description One info side panel (heading, markdown text, image). */
        InfoPanel: {
            id: number;
            heading: string;
            /**
             * Format: markdown
             * @description Markdown.
             */
            text: string;
            image: components["schemas"]["MediaRelation"];
        };
        /** @description The size panel, with measurement tables per size tab. */
        InfoSizePanel: components["schemas"]["InfoPanel"] & {
            sizes: components["schemas"]["SizeMeasurements"][];
        };
        /** @description The colour panel, with the colour swatches. */
        InfoColourPanel: components["schemas"]["InfoPanel"] & {
            colours: {
                id: number;
                label: string;
                hexCode: string;
                image: components["schemas"]["MediaRelation"];
                available: boolean;
            }[];
        };
        /** @description The depth panel, with the mattress-depth bands offered. */
        InfoDepthPanel: components["schemas"]["InfoPanel"] & {
            depths: {
                id: number;
                /** @description e.g. '26-30 cm'. */
                label: string;
                text: string;
            }[];
        };
        /** @description The seven info side panels, one per topic. */
        InfoModal: {
            size: components["schemas"]["InfoSizePanel"];
            colour: components["schemas"]["InfoColourPanel"];
            depth: components["schemas"]["InfoDepthPanel"];
            shipping: components["schemas"]["InfoPanel"];
            returns: components["schemas"]["InfoPanel"];
            packaging: components["schemas"]["InfoPanel"];
            tailored: components["schemas"]["InfoPanel"];
        };
        /** @description The info-modal single type. */
        InfoModalResponse: {
            data: {
                id: number;
                attributes: components["schemas"]["InfoModal"];
            };
            meta: components["schemas"]["SingleMeta"];
        };
        /** @description A form submission; formData holds the form's fields (contact adds formType 'contact') and the site's submissionId. */
        FormSubmitRequest: {
            formData: {
                /** @enum {string} */
                formType?: "contact" | "subscribe" | "sold-out";
                email?: string;
                mobile?: string;
                message?: string;
                /** @description Sold-out requests name the variant wanted. */
                variantId?: string;
                /** @description Sold-out requests name the product wanted. */
                product?: string;
                /** @description The site's stable id for this submission; a retried delivery sends the same id, so the receiver can ignore a duplicate. */
                submissionId?: string;
            };
        };
        /** @description The stored submission's id and time. */
        FormSubmitResponse: {
            data: {
                id: number;
                /** Format: date-time */
                createdAt: string;
            };
        };
    };
    responses: {
        /** @description A Strapi error. */
        Error: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
    };
    parameters: {
        /** @description Strapi populate directive, e.g. `deep,5` (deep-populate plugin). */
        Populate: string;
        /** @description Strapi 5 draft & publish. `draft` answers each entry's draft version (entries never published included); published is the default. */
        Status: "draft" | "published";
        /** @description Page number (from 1) and page size; the site asks for page 1 of 10000 (spec §9), so Strapi's default of 25 never cuts a collection short. */
        Pagination: {
            page?: number;
            pageSize?: number;
        };
        /** @description Only the entries whose slug equals this one, ignoring case (draft preview asks for one entry). */
        SlugFilter: string;
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getPages: {
        parameters: {
            query?: {
                /** @description Strapi populate directive, e.g. `deep,5` (deep-populate plugin). */
                populate?: components["parameters"]["Populate"];
                /** @description Page number (from 1) and page size; the site asks for page 1 of 10000 (spec §9), so Strapi's default of 25 never cuts a collection short. */
                pagination?: components["parameters"]["Pagination"];
                /** @description Strapi 5 draft & publish. `draft` answers each entry's draft version (entries never published included); published is the default. */
                status?: components["parameters"]["Status"];
                /** @description Only the entries whose slug equals this one, ignoring case (draft preview asks for one entry). */
                "filters[slug][$eqi]"?: components["parameters"]["SlugFilter"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The pages. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PagesResponse"];
                };
            };
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
        };
    };
    getBlogArticles: {
        parameters: {
            query?: {
                /** @description Strapi populate directive, e.g. `deep,5` (deep-populate plugin). */
                populate?: components["parameters"]["Populate"];
                /** @description Strapi 5 draft & publish. `draft` answers each entry's draft version (entries never published included); published is the default. */
                status?: components["parameters"]["Status"];
                /** @description Only the entries whose slug equals this one, ignoring case (draft preview asks for one entry). */
                "filters[slug][$eqi]"?: components["parameters"]["SlugFilter"];
                /** @description Page number (from 1) and page size; the site asks for page 1 of 10000 (spec §9), so Strapi's default of 25 never cuts a collection short. */
                pagination?: components["parameters"]["Pagination"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of articles. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BlogArticlesResponse"];
                };
            };
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
        };
    };
    getHeader: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The header. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HeaderResponse"];
                };
            };
            404: components["responses"]["Error"];
        };
    };
    getNavigation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The navigation menu. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NavigationResponse"];
                };
            };
            404: components["responses"]["Error"];
        };
    };
    getSubscribeModal: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The subscribe modal. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubscribeModalResponse"];
                };
            };
            404: components["responses"]["Error"];
        };
    };
    getSoldOutModal: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The sold-out modal. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SoldOutModalResponse"];
                };
            };
            404: components["responses"]["Error"];
        };
    };
    getFooter: {
        parameters: {
            query?: {
                /** @description Strapi populate directive, e.g. `deep,5` (deep-populate plugin). */
                populate?: components["parameters"]["Populate"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The footer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FooterResponse"];
                };
            };
            404: components["responses"]["Error"];
        };
    };
    getInfoModal: {
        parameters: {
            query?: {
                /** @description Strapi populate directive, e.g. `deep,5` (deep-populate plugin). */
                populate?: components["parameters"]["Populate"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The info panels. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InfoModalResponse"];
                };
            };
            404: components["responses"]["Error"];
        };
    };
    getPrivacyChoices: {
        parameters: {
            query?: {
                /** @description Strapi populate directive, e.g. `deep,5` (deep-populate plugin). */
                populate?: components["parameters"]["Populate"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The privacy choices. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PrivacyChoicesResponse"];
                };
            };
            404: components["responses"]["Error"];
        };
    };
    submitForm: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FormSubmitRequest"];
            };
        };
        responses: {
            /** @description The submission was stored. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FormSubmitResponse"];
                };
            };
            400: components["responses"]["Error"];
        };
    };
}
