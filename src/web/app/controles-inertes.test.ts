import { describe, expect, it } from "vitest";
import { controlesInertes } from "./controles-inertes.ts";

describe("controlesInertes", () => {
  it("torna inertes os controles e o que está na ordem do Tab, menos o link de pular", () => {
    const html =
      '<a href="#conteudo" class="sr-only">Pular para o conteúdo</a><nav><a href="/clientes">Clientes</a></nav>' +
      '<main id="conteudo" tabindex="-1"><h1>Clientes</h1><input type="search" value=""/><button type="button">Só em atraso</button>' +
      '<div role="button" tabindex="0">linha</div><p>a &lt;button&gt; no texto</p></main>';
    expect(controlesInertes(html, "conteudo")).toBe(
      '<a href="#conteudo" class="sr-only">Pular para o conteúdo</a><nav><a inert="" href="/clientes">Clientes</a></nav>' +
        '<main id="conteudo" tabindex="-1"><h1>Clientes</h1><input inert="" type="search" value=""/><button inert="" type="button">Só em atraso</button>' +
        '<div inert="" role="button" tabindex="0">linha</div><p>a &lt;button&gt; no texto</p></main>',
    );
  });
});
