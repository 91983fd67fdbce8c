/**
 * Reads a Server-Sent Events answer of a real HTTP request (fetch) as it arrives, so a test can
 * wait for a line or an event by condition, never by a fixed sleep.
 */
export type LeitorSse = {
  texto: () => string;
  /** The events received so far: name and parsed data. */
  eventos: () => { evento: string; dados: unknown }[];
  /** Resolves once `condicao` holds on what arrived; rejects after `limiteMs` or when the stream ends first. */
  esperar: (condicao: (texto: string) => boolean, limiteMs?: number) => Promise<void>;
  fechar: () => void;
  terminou: Promise<void>;
};

export function lerSse(resposta: Response, controle: AbortController): LeitorSse {
  let texto = "";
  const esperas = new Set<() => void>();
  const leitor = resposta.body!.getReader();
  const decodificador = new TextDecoder();
  let acabou = false;
  const terminou = (async () => {
    try {
      for (;;) {
        const { done, value } = await leitor.read();
        if (done) break;
        texto += decodificador.decode(value, { stream: true });
        for (const avisar of esperas) avisar();
      }
    } catch {
      // Aborted by the test.
    } finally {
      acabou = true;
      for (const avisar of esperas) avisar();
    }
  })();

  const eventos = () =>
    texto
      .split("\n\n")
      .filter((bloco) => bloco.includes("event: "))
      .map((bloco) => {
        const evento = /^event: (.*)$/m.exec(bloco)?.[1] ?? "";
        const dados = /^data: (.*)$/m.exec(bloco)?.[1];
        return { evento, dados: dados ? (JSON.parse(dados) as unknown) : null };
      });

  const esperar = (condicao: (texto: string) => boolean, limiteMs = 10_000) =>
    new Promise<void>((resolve, reject) => {
      const verificar = () => {
        if (condicao(texto)) {
          fim();
          resolve();
        } else if (acabou) {
          fim();
          reject(new Error(`o fluxo terminou antes da condição; recebido: ${JSON.stringify(texto)}`));
        }
      };
      const limite = setTimeout(() => {
        fim();
        reject(new Error(`tempo esgotado esperando o fluxo; recebido: ${JSON.stringify(texto)}`));
      }, limiteMs);
      const fim = () => {
        clearTimeout(limite);
        esperas.delete(verificar);
      };
      esperas.add(verificar);
      verificar();
    });

  return { texto: () => texto, eventos, esperar, fechar: () => controle.abort(), terminou };
}

/** Opens GET `url` as a stream with the given headers. */
export async function abrirSse(url: string, headers: Record<string, string>): Promise<{ resposta: Response; leitor: LeitorSse | null }> {
  const controle = new AbortController();
  const resposta = await fetch(url, { headers: { accept: "text/event-stream", ...headers }, signal: controle.signal });
  return { resposta, leitor: resposta.ok ? lerSse(resposta, controle) : null };
}
