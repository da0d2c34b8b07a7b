// Top-level operations are wrapped in an implicit module; a file holding a
// single builtin.module is that module, with its name and attributes.
// RUN: strata-opt %s | filecheck %s
// RUN: strata-opt %S/Inputs/named-module.mlir | filecheck %s --check-prefix=NAMED
// RUN: strata-opt %S/Inputs/two-modules.mlir | filecheck %s --check-prefix=TWO
// RUN: strata-opt %S/Inputs/comments-only.mlir | filecheck %s --check-prefix=EMPTY

func.func private @ext(i64) -> i64
func.func @use(%x: i64) -> i64 {
  %y = func.call @ext(%x) : (i64) -> i64
  return %y : i64
}

// CHECK:      module {
// CHECK-NEXT:   func.func private @ext(i64) -> i64
// CHECK-NEXT:   func.func @use(%arg0: i64) -> i64 {
// CHECK-NEXT:     %0 = call @ext(%arg0) : (i64) -> i64
// CHECK-NEXT:     return %0 : i64
// CHECK-NEXT:   }
// CHECK-NEXT: }

// NAMED:      module @outer attributes {app.id = 7 : i64} {
// NAMED-NEXT:   func.func private @f()
// NAMED-NEXT: }

// TWO:      module {
// TWO-NEXT:   module @a {
// TWO-NEXT:   }
// TWO-NEXT:   module @b {
// TWO-NEXT:   }
// TWO-NEXT: }

// EMPTY:      {{^}}module {{[{]}}{{$}}
// EMPTY-NEXT: {{^}}}{{$}}
