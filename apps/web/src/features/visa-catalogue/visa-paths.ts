/** The storefront's and the agent portal's addresses of a visa's page and of applying for it. */
export const visaPaths = {
  public: { list: '/visa', details: (slug: string) => `/visa-details/${slug}`, apply: (slug: string) => `/visa-details/${slug}/apply` },
  agent: {
    list: '/agent/visas',
    details: (slug: string) => `/agent/visa-details/${slug}`,
    apply: (slug: string) => `/agent/visa-details/${slug}/apply`,
  },
} as const;
