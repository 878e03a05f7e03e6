import { makeStyles, tokens } from '@fluentui/react-components';

/**
 * A card-like surface from Fluent tokens. Used on the landing page and plan cards instead of
 * Fluent's Card, whose focus management (tabster) these static cards do not need: it keeps the
 * first load small.
 */
export const useSurfaceStyles = makeStyles({
  surface: {
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusLarge,
    boxShadow: tokens.shadow4,
    border: `1px solid ${tokens.colorTransparentStroke}`,
  },
});
