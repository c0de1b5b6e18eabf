import { type AnchorHTMLAttributes, type ComponentType, createContext, type ReactNode, useContext } from 'react';

export interface AppLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
  children?: ReactNode;
}

/**
 * How shared components move between pages without knowing about a router: the router app supplies
 * react-router's Link, the router-free public page supplies plain links, the Mini App its own.
 */
export interface Navigation {
  pathname: string;
  navigate: (to: string, options?: { replace?: boolean }) => void;
  Link: ComponentType<AppLinkProps>;
}

function AnchorLink({ to, ...rest }: AppLinkProps) {
  return <a href={to} {...rest} />;
}

export const documentNavigation: Navigation = {
  get pathname() {
    return window.location.pathname;
  },
  navigate: (to, options) => (options?.replace ? window.location.replace(to) : window.location.assign(to)),
  Link: AnchorLink,
};

const NavigationContext = createContext<Navigation>(documentNavigation);
export const NavigationProvider = NavigationContext.Provider;

export function useNavigation(): Navigation {
  return useContext(NavigationContext);
}

export function AppLink(props: AppLinkProps) {
  const { Link } = useNavigation();
  return <Link {...props} />;
}
