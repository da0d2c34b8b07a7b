// Errors of the lowering: an op no declaration of the runtime matches is
// reported at the op with the runtime's name; a spec given with
// --omp-lower-dsl is checked against the primitives strata implements,
// and its errors are located in the spec.
//
// RUN: not strata-opt --omp-lower-runtime=pmsis --omp-to-omp-lower %s 2>&1 | filecheck --check-prefix=NODECL %s
// RUN: not strata-opt --omp-lower-dsl=%S/Inputs/unknown-emit.dsl --omp-lower-runtime=mine --omp-to-omp-lower %s 2>&1 | filecheck --check-prefix=SPEC %s
// RUN: not strata-opt --omp-lower-runtime=nosuch --omp-to-omp-lower %s -o %t.out 2>&1 | filecheck --check-prefix=RUNTIME-FLAG %s
// RUN: not test -e %t.out
// RUN: not strata-opt --omp-lower-dsl=%S/Inputs/no-such-spec.dsl --omp-to-omp-lower %s 2>&1 | filecheck --check-prefix=SPEC-FILE %s
// RUN: not strata-opt --pass-pipeline='builtin.module(omp-to-omp-lower{runtime=nosuch})' %s 2>&1 | filecheck --check-prefix=RUNTIME %s
// RUN: not strata-opt --omp-lower-runtime=pmsis --omp-to-omp-lower --omp-outline --omp-lower-plan %S/Inputs/copyprivate.mlir 2>&1 | filecheck --check-prefix=COPYPRIVATE %s

// NODECL: errors.mlir:[[@LINE+15]]:5: error: no declaration for 'omp.master' at {{.*}}errors.mlir:[[@LINE+15]]:5 in runtime 'pmsis'
// SPEC: unknown-emit.dsl:5:12: error: unknown emit primitive 'spin_barrier'
// A bad flag is rejected before anything runs, as a flag error; in a
// pipeline's options, the pass reports it, alone, without the module.
// RUNTIME-FLAG: strata-opt: error: no runtime 'nosuch' in the built-in specs (runtimes: iomp, libgomp, libomptarget, libomptarget_legacy, host_only, pmsis)
// SPEC-FILE: strata-opt: error: cannot read the lowering spec: open {{.*}}no-such-spec.dsl: no such file or directory
// RUNTIME: errors.mlir:{{[0-9]+}}:1: error: no runtime 'nosuch' in the built-in specs (runtimes: iomp, libgomp, libomptarget, libomptarget_legacy, host_only, pmsis)
// RUNTIME-NOT: see current operation
// RUNTIME-NOT: llvm.func
// pmsis's single cannot broadcast: a located error naming the runtime.
// COPYPRIVATE: copyprivate.mlir:6:5: error: thread_filter_body cannot broadcast copyprivate variables; lower the single with single_copy_body, or guarded_body and copyprivate (runtime 'pmsis', construct 'single')

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
