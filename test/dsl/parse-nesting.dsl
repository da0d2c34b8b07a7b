// Parentheses, brackets and 'not' nest at most 1000 deep (as the IR
// parser's regions, types and attributes do): past that, a located error
// instead of a Go stack overflow, from strata-dsl and from strata-opt's
// --omp-lower-dsl. The spec, 400,000 parentheses deep, is generated.
// RUN: { printf 'runtime r {\n  construct parallel when '; head -c 400000 /dev/zero | tr '\0' '('; printf 'has(if_clause) {\n  }\n}\n'; } > %t.dsl
// RUN: not strata-dsl check %t.dsl 2>&1 | filecheck %s
// RUN: not strata-opt --omp-lower-dsl=%t.dsl --omp-lower-runtime=r --omp-to-omp-lower %S/Inputs/parallel.mlir 2>&1 | filecheck %s --check-prefix=OPT
//
// At the limit the spec parses and checks.
// RUN: { printf 'runtime r {\n  construct parallel when '; head -c 1000 /dev/zero | tr '\0' '('; printf 'has(if_clause)'; head -c 1000 /dev/zero | tr '\0' ')'; printf ' {\n    invoke { call "f"(); }\n  }\n}\n'; } > %t.limit.dsl
// RUN: strata-dsl check %t.limit.dsl 2>&1 | filecheck %s --check-prefix=LIMIT

// CHECK: {{.*}}.tmp.dsl:2:1027: error: nesting depth exceeds the limit of 1000
// CHECK-NEXT: {{^}}  construct parallel when ((((((((((
// CHECK-NOT: goroutine
// OPT: {{.*}}.tmp.dsl:2:1027: error: nesting depth exceeds the limit of 1000
// OPT-NOT: goroutine
// LIMIT: ok: 1 declaration, runtime r
