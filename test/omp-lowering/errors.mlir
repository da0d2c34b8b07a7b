// Errors of the lowering: an op no declaration of the runtime matches is
// reported at the op with the runtime's name; a spec given with
// --omp-lower-dsl is checked against the primitives strata implements,
// and its errors are located in the spec.
//
// RUN: not strata-opt --omp-lower-runtime=pmsis --omp-to-omp-lower %s 2>&1 | filecheck --check-prefix=NODECL %s
// RUN: not strata-opt --omp-lower-dsl=%S/Inputs/unknown-emit.dsl --omp-lower-runtime=mine --omp-to-omp-lower %s 2>&1 | filecheck --check-prefix=SPEC %s
// RUN: not strata-opt --omp-lower-runtime=nosuch --omp-to-omp-lower %s 2>&1 | filecheck --check-prefix=RUNTIME %s

// NODECL: errors.mlir:[[@LINE+7]]:5: error: no declaration for 'omp.master' at {{.*}}errors.mlir:[[@LINE+7]]:5 in runtime 'pmsis'
// SPEC: unknown-emit.dsl:5:12: error: unknown emit primitive 'spin_barrier'
// RUNTIME: error: {{.*}}nosuch

module {
  llvm.func @f() {
    omp.parallel {
    omp.master {
      omp.terminator
    }
    omp.terminator
    }
    llvm.return
  }
}
