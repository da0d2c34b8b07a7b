// --dump-pass-pipeline prints, on stderr before the run, the pipeline
// that will run, with every option of every pass, as mlir-opt-16 does;
// the run then goes on.
// RUN: strata-opt --dump-pass-pipeline --cse --canonicalize=max-iterations=2 %s 2> %t.err | filecheck %s --check-prefix=OUT
// RUN: filecheck %s < %t.err
// RUN: strata-opt --dump-pass-pipeline %s 2>&1 >/dev/null | filecheck %s --check-prefix=NONE

func.func @f() {
  return
}

// CHECK:      {{^}}Pass Manager with 2 passes:{{$}}
// CHECK-NEXT: {{^}}builtin.module(cse,canonicalize{disable-patterns= enable-patterns= max-iterations=2 max-num-rewrites=-1 region-simplify=true test-convergence=false top-down=true}){{$}}
// CHECK-EMPTY:

// OUT: func.func @f()

// NONE:      {{^}}Pass Manager with 0 passes:{{$}}
// NONE-NEXT: {{^}}builtin.module(){{$}}
