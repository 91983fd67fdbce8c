// The public entry of the files feature for other features (the lint rule lets a feature reach
// another only through its api.ts): the export button on the clients and loans pages.
export { BotaoExportar } from "./botoes-arquivo.tsx";
