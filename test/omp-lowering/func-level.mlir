// --omp-lower-to-llvm takes omp constructs inside func.func (with arith and
// scf) with no conversion first, for each runtime, and leaves a module that
// strata-translate accepts.
//
// RUN: strata-opt --omp-lower-to-llvm=runtime=libgomp %S/Inputs/func-level.mlir | strata-translate --mlir-to-llvmir | filecheck %s --check-prefix=GOMP
// RUN: strata-opt --omp-lower-runtime=iomp --omp-lower-to-llvm %S/Inputs/func-level.mlir | strata-translate --mlir-to-llvmir | filecheck %s --check-prefix=IOMP
// RUN: strata-opt --pass-pipeline='builtin.module(omp-lower-to-llvm{runtime=pmsis})' %S/Inputs/func-level.mlir | strata-translate --mlir-to-llvmir | filecheck %s --check-prefix=PMSIS
//
// GOMP: call void @GOMP_parallel(
// GOMP: call void @GOMP_barrier()
// GOMP: call void @GOMP_critical_start()
// IOMP: call void {{.*}}@__kmpc_fork_call(
// IOMP: call void @__kmpc_barrier(
// IOMP: call void @__kmpc_critical(
// PMSIS: call {{.*}}@pi_cl_team_fork(
//
// Without the lowering, the remedies named are the real ones:
// RUN: not strata-translate --mlir-to-llvmir %S/Inputs/func-level.mlir 2>&1 | filecheck %s --check-prefix=TRANSLATE
// TRANSLATE: error: cannot translate 'func.func' to LLVM IR: the 'func' dialect has no translation to LLVM IR; lower OpenMP for a runtime first: strata-opt --omp-lower-to-llvm=runtime=libgomp (or iomp, pmsis)
// RUN: not strata-opt --omp-lower-runtime=libgomp --omp-to-omp-lower --omp-outline %S/Inputs/func-level.mlir 2>&1 | filecheck %s --check-prefix=OUTLINE
// OUTLINE: error: 'omp.parallel' op must be inside an llvm.func to be outlined (run --convert-to-llvm first, or --omp-lower-to-llvm, which does it all)
