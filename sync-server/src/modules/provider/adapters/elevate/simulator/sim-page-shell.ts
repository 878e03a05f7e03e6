import { html, raw } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';

export type Html = HtmlEscapedString | Promise<HtmlEscapedString>;

/** Inline styles only (the CSP allows inline styles, never inline scripts; the pages need none). */
const STYLE = `
*{box-sizing:border-box}body{font-family:system-ui,-apple-system,"Segoe UI",sans-serif;margin:0;background:#f5f5f5;color:#242424;line-height:1.5}
header{background:#1b4f72;color:#fff}header div{max-width:820px;margin:0 auto;padding:16px}header p{margin:4px 0 0;color:#e6eef5}
main{max-width:820px;margin:0 auto;padding:24px 16px;display:grid;gap:20px}
section{background:#fff;border:1px solid #e0e0e0;border-radius:8px;padding:20px 24px}
h1{font-size:21px;margin:0}h2{font-size:18px;margin:0 0 8px}h3{font-size:16px;margin:0 0 4px}
a{color:#0f548c}.note{background:#ebf3fc;border:1px solid #0f6cbd;border-radius:4px;padding:10px 12px}
.tests{list-style:none;margin:0;padding:0;display:grid;gap:12px}.tests li{border:1px solid #e0e0e0;border-radius:6px;padding:12px 16px}
.status{margin:0 0 8px;color:#424242}
.button,button{display:inline-block;font:inherit;font-weight:600;padding:10px 18px;border:0;border-radius:4px;background:#0f6cbd;color:#fff;text-decoration:none;cursor:pointer}
.return{font-size:18px;font-weight:600}
fieldset{border:1px solid #d1d1d1;border-radius:6px;margin:0 0 16px;padding:12px 16px}
fieldset.invalid{border:2px solid #c50f1f}
legend{font-weight:600;padding:0;float:left;width:100%;margin:0 0 8px}legend span{display:block;font-weight:400}fieldset>:not(legend){clear:both}
.choices{display:flex;flex-wrap:wrap;gap:8px 16px;margin-top:8px}
.choices label{display:inline-flex;align-items:center;gap:6px;padding:4px 2px;cursor:pointer}
input[type=radio]{width:18px;height:18px;margin:0}
.field-error{color:#c50f1f;font-weight:600;margin:4px 0 0}
.error-summary{background:#fde7e9;border:2px solid #c50f1f;border-radius:6px;padding:12px 16px}
.error-summary ul{margin:8px 0 0;padding-left:20px}
a:focus-visible,button:focus-visible,input:focus-visible,.error-summary:focus-visible{outline:3px solid #242424;outline-offset:2px}
`;

/** The simulator's page frame: says plainly on every page that this is a simulated provider. */
export function simShell(title: string, body: Html): Html {
  return html`<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${title} - Elevate (simulated provider)</title><style>${raw(STYLE)}</style></head>
<body>
<header><div><p><strong>Elevate (simulated provider)</strong></p><p>A demo stand-in for the assessment provider, built into this server.</p></div></header>
${body}
</body>
</html>`;
}
