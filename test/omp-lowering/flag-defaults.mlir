// strata-opt's --omp-lower-runtime and --omp-lower-dsl are the defaults of
// the passes' own options: runtime= of the three passes, dsl= of
// --omp-to-omp-lower (the only one that reads the spec). An option given
// to a pass, as a flag's value or in a pipeline, overrides the flag.
//
// RUN: not strata-opt --omp-lower-runtime=iomp --omp-lower-dsl=%S/../../runtimes/thinpar/thinpar.dsl --omp-lower-runtime=thinpar --dump-pass-pipeline --omp-to-omp-lower --omp-outline=runtime=x --omp-lower-plan %s 2>&1 | filecheck %s --check-prefix=FLAGS
// RUN: not strata-opt --omp-lower-runtime=iomp --dump-pass-pipeline '--pass-pipeline=builtin.module(omp-to-omp-lower{dsl=a.dsl},omp-lower-plan{runtime=libgomp})' %s 2>&1 | filecheck %s --check-prefix=PIPELINE
// RUN: strata-opt --omp-lower-runtime=iomp --list-passes | filecheck %s --check-prefix=LIST

// FLAGS:      {{^}}builtin.module(omp-to-omp-lower{dsl={{.*}}thinpar.dsl runtime=thinpar},omp-outline{runtime=x},omp-lower-plan{runtime=thinpar}){{$}}
// FLAGS:      error: 'omp_lower.plan' op the plan is for runtime 'thinpar', not 'x'
// PIPELINE:   {{^}}builtin.module(omp-to-omp-lower{dsl=a.dsl runtime=iomp},omp-lower-plan{runtime=libgomp}){{$}}
// PIPELINE:   error: cannot read the lowering spec: open a.dsl
// LIST:       --omp-outline
// LIST-NEXT:    --runtime=<string> {{.*}} (default: iomp)

module {
  llvm.func @f() {
    omp.parallel {
      omp.terminator
    }
    llvm.return
  }
}
