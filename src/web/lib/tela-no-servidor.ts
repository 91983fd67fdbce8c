import { createContext } from "react";

/**
 * What the app would read from the browser while it renders, given by the server when it draws a
 * first paint (app/primeira-pintura.tsx, decision 0037): outside a browser there is no screen to
 * measure and no document.cookie. In the browser nothing provides it and the defaults go unused.
 */
export interface TelaNoServidor {
  /** The request came from a phone: the mobile layout (the card list, the menu as a drawer). */
  celular: boolean;
  /** The side menu as the lender left it (the sidebar_state cookie). */
  menuAberto: boolean;
}

export const TelaNoServidor = createContext<TelaNoServidor>({ celular: false, menuAberto: true });
