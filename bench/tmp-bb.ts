import { runBrowserBench } from './browser-bench';
import { spawnServer } from './spawn-server';
const s = await spawnServer<{url:string}>('bench/serve.ts');
try { console.table(await runBrowserBench(s.info.url)); } finally { s.stop(); }
