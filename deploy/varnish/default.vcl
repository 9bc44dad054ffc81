# The reference cache tier in front of the Linden & Tuck site (Varnish 7.1 with the xkey module from
# varnish-modules). Content pages, the blog and assets are the same for every visitor: cookies are dropped
# from those requests so Varnish can store and share the answer. Everything per shopper (the purchase flow,
# the site API, cart, checkout, account, draft preview) is passed through untouched. Pages carry their surrogate keys
# in the `xkey` header (the site with CACHE_PURGE=varnish); the site purges changed keys with an HTTP PURGE
# from an address in the `purgers` ACL that carries the purge secret. Grace keeps content pages servable while the
# site is down or refreshing. Only the site's host names are answered; any other Host is a 404 that stores nothing.
vcl 4.1;

import directors;
import std;
import var;
import xkey;

# The query parameters content pages read (written by `npm run codegen`; keep this file beside this one).
include "./page-query.vcl";
# This site's host names, draft preview cookie and purge secret: written from the site's environment by
# scripts/varnish-site-vcl.ts (docs/operations.md); keep it beside this file.
include "./site.vcl";

# The site (`npm start`). With several instances, declare one backend each (site2, site3… with the same
# settings) and add each to the director in vcl_init; /readyz answers 503 until an instance holds complete
# content, so the probe keeps it out of the rotation.
backend site {
    .host = "127.0.0.1";
    .port = "3000";
    .connect_timeout = 2s;
    .first_byte_timeout = 30s;
    # Readiness, not load: a busy instance answers /readyz late but is still up, so a slow answer is allowed 4 s
    # (with a 1 s timeout, 100 connections of load made the probe fail and every pass and miss answer 503). A
    # stopped instance refuses at once: probed every second, it is out after 3 failed probes of the last 4 (about
    # 3 s); meanwhile a shopper's fetch that fails on it is tried again on another instance (vcl_backend_error).
    .probe = {
        .url = "/readyz";
        .interval = 1s;
        .timeout = 4s;
        .window = 4;
        .threshold = 2;
        .initial = 2;
    }
}

# The instances on a shard director's ring: each fetch starts at a random point of it (an even spread, as round
# robin) and a retry takes the next instance on the ring (alt), never the one that just failed.
sub vcl_init {
    new instances = directors.shard();
    instances.add_backend(site);
    instances.reconfigure();
}

# Who may purge: the site's instances (add their addresses or subnet), each request with the purge secret.
acl purgers {
    "127.0.0.1";
    "::1";
}

sub vcl_recv {
    set req.backend_hint = instances.backend();
    # One spelling per host: `Shop.Example.com.:443` is `shop.example.com`, so neither case, a trailing dot nor
    # a default port makes another object.
    set req.http.host = std.tolower(regsub(req.http.host, "\.?(?::(?:80|443))?$", ""));
    call recognise_site_request;
    unset req.http.X-Purge-Secret;
    if (req.method == "PURGE") {
        # Every client of a TLS terminator on this host connects from 127.0.0.1: the address alone is not enough.
        if (client.ip !~ purgers || var.get("purge-secret") != "given") {
            return (synth(403, "Purging is not allowed"));
        }
        if (req.http.xkey-purge) {
            set req.http.n-gone = xkey.purge(req.http.xkey-purge);
        } elsif (req.http.xkey-softpurge) {
            # Soft: objects turn stale but stay, so grace can still serve them if the refetch fails.
            set req.http.n-gone = xkey.softpurge(req.http.xkey-softpurge);
        } else {
            return (synth(400, "Name the keys in an xkey-purge or xkey-softpurge header"));
        }
        return (synth(200, "Purged " + req.http.n-gone + " objects"));
    }
    if (var.get("host") != "known") {
        return (synth(404, "Not Found"));
    }
    # The site decodes the path before it routes, and these rules match it undecoded: a letter, digit or one of
    # `-._~` written as %XX (`/%6detrics`, `/%61pi/cart`) would slip past them. No browser writes those encoded.
    if (req.url ~ "(?i)^[^?]*%(?:3[0-9]|[46][1-9a-f]|[57][0-9a]|2[de]|5f|7e)") {
        return (synth(400, "Bad Request"));
    }
    # Metrics are for Prometheus on the private network, which scrapes each instance itself (METRICS_PORT or
    # METRICS_TOKEN, server/observability/): never through the public front, whatever the request carries.
    if (req.url ~ "(?i)^/+metrics([/?#.;]|$)") {
        return (synth(404, "Not Found"));
    }
    if (req.method != "GET" && req.method != "HEAD") {
        # A form sent with an Idempotency-Key may be sent again (the site stores a key once): its body is kept
        # so a fetch that fails on a dead instance can be retried on another (vcl_backend_error).
        if (req.method == "POST" && req.url ~ "^/api/forms/" && req.http.Idempotency-Key) {
            std.cache_req_body(16KB);
        }
        return (pass);
    }
    # Per shopper, or platform checks: never stored, cookies and credentials kept.
    # An editor in draft preview carries the site's signed `{APP_KEY}_draft_preview` cookie (server/preview/),
    # that exact name (site.vcl); a signed-in customer carries `{APP_KEY}_token` (server/customer-accounts/): any
    # page they ask for is passed with its cookies, so nothing rendered for them is stored or answered from store.
    if (req.url ~ "(?i)^/(buy|api|cart|checkout|account|healthz|readyz|demo/shop|demo/cms/api)([/?#.]|$)"
        || var.get("draft-preview") == "on" || var.get("customer-session") == "on") {
        return (pass);
    }
    # Content pages, the blog, assets, media, SEO files: the same for every visitor, whatever else the query
    # carries: only the parameters content pages read are kept, sorted (page-query.vcl). The routes passed above
    # keep their query untouched. No content page reads credentials, so an Authorization header is dropped
    # rather than let it pass the cache.
    unset req.http.Cookie;
    unset req.http.Authorization;
    call normalise_content_page_query;
    # Only while the site answers: serve an expired or soft-purged page for at most 10 s while it is refetched.
    # While the probe says the site is down, the object's whole grace applies.
    if (std.healthy(req.backend_hint)) {
        set req.grace = 10s;
    }
    return (hash);
}

sub vcl_backend_fetch {
    if (bereq.retries == 0) {
        set bereq.http.X-Instance-Pick = std.random(0, 1000000);
    }
    set bereq.backend = instances.backend(by=KEY, key=instances.key(bereq.http.X-Instance-Pick), alt=bereq.retries);
}

# An idempotent fetch that could not reach an instance (refused, reset, timed out before the answer began) is
# tried again, on the next instance of the ring, at most twice. Never another POST or write: the first
# instance may have acted on it. A form with an Idempotency-Key is the exception: a repeat is stored once.
sub vcl_backend_error {
    if (bereq.retries < 2 && (bereq.method == "GET" || bereq.method == "HEAD"
        || (bereq.method == "POST" && bereq.url ~ "^/api/forms/" && bereq.http.Idempotency-Key))) {
        return (retry);
    }
}

sub vcl_backend_response {
    # A refetch in the background that meets a failing site keeps the stale copy being served.
    if (bereq.is_bgfetch && beresp.status >= 500) {
        return (abandon);
    }
    # Storable answers stay servable a week past their lifetime while the site is down (the builtin rules
    # that follow keep anything private, no-store or with Set-Cookie out of the cache).
    if (beresp.ttl > 0s) {
        set beresp.grace = 7d;
    }
}

sub vcl_deliver {
    if (obj.uncacheable) {
        set resp.http.X-Cache = "PASS";
    } elsif (obj.hits > 0) {
        if (obj.ttl <= 0s) {
            set resp.http.X-Cache = "HIT-STALE";
        } else {
            set resp.http.X-Cache = "HIT";
        }
    } else {
        set resp.http.X-Cache = "MISS";
    }
    # Surrogate keys are for this cache only.
    unset resp.http.xkey;
}
