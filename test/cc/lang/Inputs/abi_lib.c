/* Built by gcc: the functions abi_external.c calls across compilers. */
struct ll { long a, b; };
struct dd { double a, b; };
struct ld { long a; double b; };
struct one { char *p; };
struct li { long a; int b; };
struct fl { float f; };
struct ll lib_swap(struct ll v) { struct ll r = {v.b, v.a}; return r; }
struct dd lib_mix(struct dd d, struct ld x) { struct dd r = {d.a + x.a, d.b * x.b}; return r; }
struct one lib_one(long a, long b, long c, long d, struct ll s) { struct one r = {(char *)"one"}; (void)(a + b + c + d + s.a); return r; }
long lib_li(struct li v, struct fl f) { return v.a * 100 + v.b + (long)f.f; }
struct li lib_make_li(int k) { struct li r = {k, -k}; return r; }
