/**
 * Loads one page in a cold Chromium context under a slow-4G + 4× CPU profile and reads, over the Chrome
 * DevTools Protocol and in-page PerformanceObservers: document status, HTML / first-load JS / total transfer
 * sizes, LCP, TBT and CLS.
 */
import { chromium, type Browser, type CDPSession, type Cookie } from "playwright-core";

export interface ThrottleProfile {
  name: string;
  /** Added to every request before its response headers arrive (ms). */
  latencyMs: number;
  downloadBytesPerSecond: number;
  uploadBytesPerSecond: number;
  /** Emulation.setCPUThrottlingRate */
  cpuSlowdown: number;
}

/** Lighthouse's mobile "slow 4G" numbers applied with DevTools throttling. */
export const SLOW_4G: ThrottleProfile = {
  name: "slow 4G (150 ms, 1.6 Mbps down, 750 Kbps up) + 4x CPU",
  latencyMs: 150,
  downloadBytesPerSecond: (1.6 * 1024 * 1024) / 8,
  uploadBytesPerSecond: (750 * 1024) / 8,
  cpuSlowdown: 4,
};

export const CHROMIUM_PATH = process.env.BENCH_CHROMIUM ?? "/usr/bin/chromium";
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--no-first-run",
  "--disable-quic",
];

export const MOBILE_VIEWPORT = { width: 360, height: 740 };

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

/** An Android phone's user agent carrying the real Chromium major version. */
export function mobileUserAgent(browserVersion: string): string {
  const major = browserVersion.split(".")[0] ?? "120";
  return `Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${major}.0.0.0 Mobile Safari/537.36`;
}

/**
 * Lighthouse's BenchmarkIndex of this host (computeBenchmarkIndex from GoogleChrome/lighthouse
 * core/lib/page-functions.js, Apache-2.0), run in an unthrottled page. Lighthouse's fixed 4x CPU slowdown is
 * meant for hosts scoring about 1000–2000 (desktop class); on a slower or busy host the same 4x emulates a
 * slower phone than intended, which shows up in TBT and LCP.
 */
const BENCHMARK_INDEX_SCRIPT = `(() => {
  function benchmarkIndexGC() {
    const start = Date.now();
    let iterations = 0;
    while (Date.now() - start < 500) {
      let s = '';
      for (let j = 0; j < 10000; j++) s += 'a';
      if (s.length === 1) throw new Error('will never happen, but prevents compiler optimizations');
      iterations++;
    }
    return Math.round(iterations / 10 / ((Date.now() - start) / 1000));
  }
  function benchmarkIndexNoGC() {
    const arrA = [];
    const arrB = [];
    for (let i = 0; i < 100000; i++) arrA[i] = arrB[i] = i;
    const start = Date.now();
    let iterations = 0;
    while (iterations % 10 !== 0 || Date.now() - start < 500) {
      const src = iterations % 2 === 0 ? arrA : arrB;
      const tgt = iterations % 2 === 0 ? arrB : arrA;
      for (let j = 0; j < src.length; j++) tgt[j] = src[j];
      iterations++;
    }
    return Math.round(iterations / 10 / ((Date.now() - start) / 1000));
  }
  return (benchmarkIndexGC() + benchmarkIndexNoGC()) / 2;
})()`;

export async function measureBenchmarkIndex(browser: Browser): Promise<number> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    return Math.round(Number(await page.evaluate(BENCHMARK_INDEX_SCRIPT)));
  } finally {
    await context.close();
  }
}

export interface ResourceRecord {
  url: string;
  type: string;
  status: number | null;
  mimeType: string | null;
  contentEncoding: string | null;
  /** Bytes on the wire: headers + (compressed) body + transfer framing. */
  transferBytes: number;
  /** Compressed body only (CDP encodedBodyLength, or transfer minus the raw header text). */
  encodedBodyBytes: number;
  /** ms after navigation start when the response finished. */
  finishedAtMs: number | null;
  failed: boolean;
  fromCache: boolean;
}

export interface PageMetrics {
  url: string;
  status: number | null;
  htmlBytes: number | null;
  htmlContentEncoding: string | null;
  firstLoadJsBytes: number;
  firstLoadScripts: { url: string; bytes: number }[];
  totalTransferBytes: number;
  totalTransferBeforeLoadBytes: number;
  requestCount: number;
  ttfbMs: number | null;
  fcpMs: number | null;
  lcpMs: number | null;
  lcpElement: string | null;
  domContentLoadedMs: number | null;
  loadMs: number | null;
  tbtMs: number;
  longTaskCount: number;
  cls: number;
  /** In-page long tasks (ms since navigation start), throttled durations. */
  longTasks: { start: number; duration: number }[];
  /** Resource Timing's exact encodedBodySize for the same document and scripts, to cross-check CDP. */
  resourceTiming: { htmlEncodedBodyBytes: number | null; firstLoadJsEncodedBodyBytes: number };
  resources: ResourceRecord[];
}

export interface MeasureOptions {
  profile?: ThrottleProfile;
  /** How long to keep observing after the load event (covers the TBT window). */
  settleMs?: number;
  userAgent: string;
  /** A signed-in person's session cookies (the dashboard's pages). */
  cookies?: Cookie[];
}

/** End of the TBT window relative to the load event (stands in for Lighthouse's TTI). */
export const TBT_WINDOW_AFTER_LOAD_MS = 5_000;

/**
 * Runs in the page before any of its own scripts: LCP (buffered), CLS (sum of layout shifts without recent
 * input) and long tasks, kept on window.__bench for measurePage to read.
 */
const OBSERVER_SCRIPT = `(() => {
  const state = { lcp: null, lcpElement: null, cls: 0, longTasks: [], fcp: null };
  Object.defineProperty(window, "__bench", { value: state, enumerable: false });
  const observe = (type, callback) => {
    try { new PerformanceObserver((list) => list.getEntries().forEach(callback)).observe({ type, buffered: true }); }
    catch (error) { state[type + "Error"] = String(error); }
  };
  observe("largest-contentful-paint", (entry) => {
    state.lcp = entry.startTime;
    const el = entry.element;
    state.lcpElement = el ? el.tagName.toLowerCase() + (el.id ? "#" + el.id : "") + (entry.url ? " " + entry.url : "") : (entry.url || null);
  });
  observe("layout-shift", (entry) => { if (!entry.hadRecentInput) state.cls += entry.value; });
  observe("longtask", (entry) => { state.longTasks.push({ start: entry.startTime, duration: entry.duration }); });
  observe("paint", (entry) => { if (entry.name === "first-contentful-paint") state.fcp = entry.startTime; });
})();`;

interface InPageMetrics {
  lcp: number | null;
  lcpElement: string | null;
  cls: number;
  fcp: number | null;
  longTasks: { start: number; duration: number }[];
  ttfb: number | null;
  domContentLoaded: number | null;
  load: number | null;
  htmlEncodedBodyBytes: number | null;
  resourceSizes: [string, number][];
  noModuleScripts: string[];
}

/** Lighthouse-style TBT: blocking part (over 50 ms) of each long task, clipped to the window [from, to]. */
export function totalBlockingTime(tasks: { start: number; duration: number }[], from: number, to: number): number {
  let total = 0;
  for (const task of tasks) {
    const start = Math.max(task.start, from);
    const end = Math.min(task.start + task.duration, to);
    if (end <= start) continue;
    total += Math.max(0, end - start - 50);
  }
  return total;
}

interface PendingRequest {
  url: string;
  type: string;
  startedAt: number;
  status: number | null;
  mimeType: string | null;
  contentEncoding: string | null;
  headerBytes: number | null;
  fromCache: boolean;
  transferBytes: number | null;
  encodedBodyBytes: number | null;
  finishedAt: number | null;
  failed: boolean;
}

function recordNetwork(cdp: CDPSession) {
  const requests = new Map<string, PendingRequest>();
  let navigationStart: number | null = null;
  let loadEventAt: number | null = null;

  cdp.on("Network.requestWillBeSent", (event) => {
    if (event.type === "Document" && navigationStart === null) navigationStart = event.timestamp;
    // A redirect reuses the request id: the hop that redirected is kept under its own key.
    const previous = requests.get(event.requestId);
    if (previous && event.redirectResponse) {
      previous.status = event.redirectResponse.status;
      previous.transferBytes = event.redirectResponse.encodedDataLength;
      previous.finishedAt = event.timestamp;
      requests.set(`${event.requestId}:redirect:${requests.size}`, previous);
    }
    requests.set(event.requestId, {
      url: event.request.url,
      type: event.type ?? "Other",
      startedAt: event.timestamp,
      status: null,
      mimeType: null,
      contentEncoding: null,
      headerBytes: null,
      fromCache: false,
      transferBytes: null,
      encodedBodyBytes: null,
      finishedAt: null,
      failed: false,
    });
  });
  cdp.on("Network.responseReceived", (event) => {
    const request = requests.get(event.requestId);
    if (!request) return;
    const headers = Object.fromEntries(Object.entries(event.response.headers).map(([k, v]) => [k.toLowerCase(), v]));
    request.status = event.response.status;
    request.mimeType = event.response.mimeType;
    request.contentEncoding = headers["content-encoding"] ?? null;
    request.fromCache = Boolean(event.response.fromDiskCache || event.response.fromPrefetchCache);
    request.type = event.type;
  });
  cdp.on("Network.responseReceivedExtraInfo", (event) => {
    const request = requests.get(event.requestId);
    if (request && event.headersText) request.headerBytes = Buffer.byteLength(event.headersText);
  });
  cdp.on("Network.requestServedFromCache", (event) => {
    const request = requests.get(event.requestId);
    if (request) request.fromCache = true;
  });
  cdp.on("Network.loadingFinished", (event) => {
    const request = requests.get(event.requestId);
    if (!request) return;
    request.finishedAt = event.timestamp;
    request.transferBytes = event.encodedDataLength;
    request.encodedBodyBytes = event.encodedBodyLength ?? null;
  });
  cdp.on("Network.loadingFailed", (event) => {
    const request = requests.get(event.requestId);
    if (!request) return;
    request.finishedAt = event.timestamp;
    request.failed = true;
  });
  cdp.on("Page.loadEventFired", (event) => {
    loadEventAt ??= event.timestamp;
  });

  return {
    resources(): ResourceRecord[] {
      const origin = navigationStart ?? 0;
      return [...requests.values()].map((r) => {
        const transferBytes = r.transferBytes ?? 0;
        const encodedBodyBytes = r.encodedBodyBytes ?? Math.max(0, transferBytes - (r.headerBytes ?? 0));
        return {
          url: r.url,
          type: r.type,
          status: r.status,
          mimeType: r.mimeType,
          contentEncoding: r.contentEncoding,
          transferBytes,
          encodedBodyBytes,
          finishedAtMs: r.finishedAt === null ? null : (r.finishedAt - origin) * 1000,
          failed: r.failed,
          fromCache: r.fromCache,
        };
      });
    },
    /** ms after navigation start, on the same clock as the network events. */
    loadEventMs(): number | null {
      return loadEventAt === null || navigationStart === null ? null : (loadEventAt - navigationStart) * 1000;
    },
  };
}

/** Opens `url` in a fresh (cold-cache) mobile context and measures it. */
export async function measurePage(browser: Browser, url: string, options: MeasureOptions): Promise<PageMetrics> {
  const profile = options.profile ?? SLOW_4G;
  const settleMs = options.settleMs ?? TBT_WINDOW_AFTER_LOAD_MS;
  const context = await browser.newContext({
    viewport: MOBILE_VIEWPORT,
    screen: MOBILE_VIEWPORT,
    userAgent: options.userAgent,
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
    locale: "en-NG",
    serviceWorkers: "block",
  });
  try {
    if (options.cookies?.length) await context.addCookies(options.cookies);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const network = recordNetwork(cdp);
    await cdp.send("Network.enable");
    await cdp.send("Page.enable");
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: profile.latencyMs,
      downloadThroughput: profile.downloadBytesPerSecond,
      uploadThroughput: profile.uploadBytesPerSecond,
    });
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: profile.cpuSlowdown });
    await page.addInitScript({ content: OBSERVER_SCRIPT });

    const response = await page.goto(url, { waitUntil: "load", timeout: 120_000 });
    await page.waitForTimeout(settleMs);

    const inPage = await page.evaluate((): InPageMetrics => {
      const state = (window as unknown as { __bench: Omit<InPageMetrics, "ttfb" | "domContentLoaded" | "load"> })
        .__bench;
      const nav = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined;
      return {
        lcp: state.lcp,
        lcpElement: state.lcpElement,
        cls: state.cls,
        fcp: state.fcp,
        longTasks: state.longTasks,
        ttfb: nav ? nav.responseStart : null,
        domContentLoaded: nav ? nav.domContentLoadedEventEnd : null,
        load: nav ? nav.loadEventStart : null,
        htmlEncodedBodyBytes: nav ? nav.encodedBodySize : null,
        resourceSizes: (performance.getEntriesByType("resource") as PerformanceResourceTiming[]).map(
          (entry): [string, number] => [entry.name, entry.encodedBodySize],
        ),
        noModuleScripts: [...document.querySelectorAll<HTMLScriptElement>("script[nomodule]")].map((s) => s.src),
      };
    });

    const resources = network.resources();
    const loadMs = network.loadEventMs() ?? inPage.load;
    const beforeLoad = (r: ResourceRecord) => loadMs !== null && r.finishedAtMs !== null && r.finishedAtMs <= loadMs;
    const noModule = new Set(inPage.noModuleScripts.map((src) => new URL(src, url).href));
    const doc = resources.find((r) => r.type === "Document");
    const scripts = resources.filter((r) => r.type === "Script" && !r.failed && beforeLoad(r) && !noModule.has(r.url));
    const rtSizes = new Map(inPage.resourceSizes);
    const tbtFrom = inPage.fcp ?? 0;
    const tbtTo = (inPage.load ?? loadMs ?? 0) + TBT_WINDOW_AFTER_LOAD_MS;

    return {
      url,
      status: response?.status() ?? doc?.status ?? null,
      htmlBytes: doc ? doc.encodedBodyBytes : null,
      htmlContentEncoding: doc?.contentEncoding ?? null,
      firstLoadJsBytes: scripts.reduce((sum, r) => sum + r.encodedBodyBytes, 0),
      firstLoadScripts: scripts.map((r) => ({ url: r.url, bytes: r.encodedBodyBytes })),
      totalTransferBytes: resources.reduce((sum, r) => sum + r.transferBytes, 0),
      totalTransferBeforeLoadBytes: resources.filter(beforeLoad).reduce((sum, r) => sum + r.transferBytes, 0),
      requestCount: resources.length,
      ttfbMs: inPage.ttfb,
      fcpMs: inPage.fcp,
      lcpMs: inPage.lcp,
      lcpElement: inPage.lcpElement,
      domContentLoadedMs: inPage.domContentLoaded,
      loadMs: inPage.load,
      tbtMs: totalBlockingTime(inPage.longTasks, tbtFrom, tbtTo),
      longTaskCount: inPage.longTasks.length,
      cls: inPage.cls,
      longTasks: inPage.longTasks,
      resourceTiming: {
        htmlEncodedBodyBytes: inPage.htmlEncodedBodyBytes,
        firstLoadJsEncodedBodyBytes: scripts.reduce((sum, r) => sum + (rtSizes.get(r.url) ?? 0), 0),
      },
      resources,
    };
  } finally {
    await context.close();
  }
}
