import { useEffect, useRef } from "react";
import { useLocation } from "wouter";
import { useAuth, type Usuario } from "@/lib/auth.tsx";

const ROTAS_DE_ENTRADA = new Set(["/login", "/register"]);

/**
 * SPEC 2: when the session ends, on any path but /login and /register, go to /login.
 * Only the moment a session ends counts: a borrower on /cadastro/{token}, who never
 * had a session, stays where they are.
 */
export function SessionWatcher() {
  const { user, loading } = useAuth();
  const [location, navigate] = useLocation();
  const anterior = useRef<Usuario | null>(null);

  useEffect(() => {
    if (loading) return;
    const tinhaSessao = anterior.current !== null;
    anterior.current = user;
    if (tinhaSessao && !user && !ROTAS_DE_ENTRADA.has(location)) navigate("/login", { replace: true });
  }, [user, loading, location, navigate]);

  return null;
}
