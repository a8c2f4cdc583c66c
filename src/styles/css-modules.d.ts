// CSS Modules are compiled by Gatsby (named exports) and mapped to identity-obj-proxy in Jest.
declare module "*.module.css" {
  const classes: { readonly [key: string]: string }
  export = classes
}

// A plain style sheet (global.css) is imported for its rules alone: it exports nothing.
declare module "*.css"
