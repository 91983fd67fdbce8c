import { lazy, Suspense, type ComponentType, type ReactNode } from "react";
import { Route, Switch } from "wouter";
import { FullPageSpinner, Spinner } from "@/components/ui/spinner.tsx";
import { RotaProtegida, RotaVisitante } from "./guard.tsx";
import { AppLayout } from "./layout.tsx";
import { RotaNaoEncontrada } from "./rota-nao-encontrada.tsx";

/*
 * Each screen is its own chunk: the first visit downloads only the frame and the
 * screen it opens (the forms' libraries stay out of the dashboard's way).
 */
function pagina<P extends object>(carregar: () => Promise<ComponentType<P>>) {
  return lazy(async () => ({ default: await carregar() }));
}

const LoginPage = pagina(() => import("@/features/auth/login-page.tsx").then((m) => m.LoginPage));
const RegisterPage = pagina(() => import("@/features/auth/register-page.tsx").then((m) => m.RegisterPage));
const FixAuthPage = pagina(() => import("@/features/auth/fix-auth-page.tsx").then((m) => m.FixAuthPage));
const CadastroPage = pagina(() => import("@/features/cadastro/cadastro-page.tsx").then((m) => m.CadastroPage));
const CreditosEsgotadosPage = pagina(() => import("@/features/creditos/creditos-esgotados-page.tsx").then((m) => m.CreditosEsgotadosPage));
const CreditosPage = pagina(() => import("@/features/creditos/creditos-page.tsx").then((m) => m.CreditosPage));
const DashboardPage = pagina(() => import("@/features/dashboard/dashboard-page.tsx").then((m) => m.DashboardPage));
const ClientesPage = pagina(() => import("@/features/clientes/clientes-page.tsx").then((m) => m.ClientesPage));
const NovoClientePage = pagina(() => import("@/features/clientes/novo-cliente-page.tsx").then((m) => m.NovoClientePage));
const ClientePage = pagina(() => import("@/features/clientes/cliente-page.tsx").then((m) => m.ClientePage));
const EmprestimosPage = pagina(() => import("@/features/emprestimos/emprestimos-page.tsx").then((m) => m.EmprestimosPage));
const NovoEmprestimoPage = pagina(() => import("@/features/links/novo-emprestimo-page.tsx").then((m) => m.NovoEmprestimoPage));
const CalendarioPage = pagina(() => import("@/features/calendario/calendario-page.tsx").then((m) => m.CalendarioPage));
const AtividadePage = pagina(() => import("@/features/atividade/atividade-page.tsx").then((m) => m.AtividadePage));
const ConfiguracoesPage = pagina(() => import("@/features/configuracoes/configuracoes-page.tsx").then((m) => m.ConfiguracoesPage));

/*
 * Every protected route renders the same <AreaProtegida> at the same place, so
 * React keeps the guard and the side menu mounted while only the page changes.
 */
function AreaProtegida({ children }: { children: ReactNode }) {
  return (
    <RotaProtegida>
      <AppLayout>
        <Suspense
          fallback={
            <div className="flex justify-center py-16">
              <Spinner />
            </div>
          }
        >
          {children}
        </Suspense>
      </AppLayout>
    </RotaProtegida>
  );
}

export function AppRouter() {
  return (
    <Suspense fallback={<FullPageSpinner />}>
      <Switch>
        <Route path="/login">
          <RotaVisitante>
            <LoginPage />
          </RotaVisitante>
        </Route>
        <Route path="/register">
          <RotaVisitante>
            <RegisterPage />
          </RotaVisitante>
        </Route>
        <Route path="/cadastro/:token" component={CadastroPage} />
        <Route path="/fix-auth" component={FixAuthPage} />
        <Route path="/creditos-esgotados" component={CreditosEsgotadosPage} />

        <Route path="/">
          <AreaProtegida>
            <DashboardPage />
          </AreaProtegida>
        </Route>
        <Route path="/clientes">
          <AreaProtegida>
            <ClientesPage />
          </AreaProtegida>
        </Route>
        <Route path="/clientes/novo">
          <AreaProtegida>
            <NovoClientePage />
          </AreaProtegida>
        </Route>
        <Route path="/clientes/:id">
          <AreaProtegida>
            <ClientePage />
          </AreaProtegida>
        </Route>
        <Route path="/emprestimos">
          <AreaProtegida>
            <EmprestimosPage />
          </AreaProtegida>
        </Route>
        <Route path="/emprestimos/novo">
          <AreaProtegida>
            <NovoEmprestimoPage />
          </AreaProtegida>
        </Route>
        <Route path="/calendario">
          <AreaProtegida>
            <CalendarioPage />
          </AreaProtegida>
        </Route>
        <Route path="/atividade">
          <AreaProtegida>
            <AtividadePage />
          </AreaProtegida>
        </Route>
        <Route path="/configuracoes">
          <AreaProtegida>
            <ConfiguracoesPage />
          </AreaProtegida>
        </Route>
        <Route path="/creditos">
          <AreaProtegida>
            <CreditosPage />
          </AreaProtegida>
        </Route>

        <Route component={RotaNaoEncontrada} />
      </Switch>
    </Suspense>
  );
}
