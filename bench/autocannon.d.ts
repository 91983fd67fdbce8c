// The part of autocannon's API the benchmark uses (the package ships no types).
declare module "autocannon" {
  import type { EventEmitter } from "node:events";
  type Opcoes = { url: string; headers?: Record<string, string>; connections?: number; overallRate?: number; duration?: number };
  type Histograma = { average: number; p99: number };
  type Resultado = { duration: number; throughput: Histograma; requests: Histograma; latency: Histograma; non2xx: number; errors: number; timeouts: number };
  type Instancia = EventEmitter & PromiseLike<Resultado>;
  export default function autocannon(opcoes: Opcoes): Instancia;
}
