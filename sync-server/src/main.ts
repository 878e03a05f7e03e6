import { runMain } from './run-main';

/** `npm start` / `npm run serve`: the product on its embedded defaults unless settings say otherwise (run-main.ts). */
await runMain();
