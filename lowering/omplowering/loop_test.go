package omplowering

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/strata-ir/strata/dialects/all"
	"github.com/strata-ir/strata/dialects/builtin"
	"github.com/strata-ir/strata/dialects/llvm"
	"github.com/strata-ir/strata/dialects/omp"
	"github.com/strata-ir/strata/ir"
	"github.com/strata-ir/strata/lowering/dsl"
)

// loopTestModule holds one function per schedule and shape; a C harness
// (loopHarness) calls each inside a parallel region. Every iteration
// calls mark(iv) or mark2(i, j), which count it atomically, so the
// harness sees which iterations ran how often.
const loopTestModule = `
module {
  llvm.mlir.global external @test_ident() : !llvm.struct<(i32, i32, i32, i32, ptr)>
  llvm.func @mark(i64)
  llvm.func @mark2(i64, i64)

  omp.declare_reduction @add_i32 : i32 init {
  ^bb0(%a: i32):
    %0 = llvm.mlir.constant(0 : i32) : i32
    omp.yield(%0 : i32)
  } combiner {
  ^bb0(%a: i32, %b: i32):
    %s = llvm.add %a, %b : i32
    omp.yield(%s : i32)
  }
  omp.declare_reduction @mul_i64 : i64 init {
  ^bb0(%a: i64):
    %0 = llvm.mlir.constant(1 : i64) : i64
    omp.yield(%0 : i64)
  } combiner {
  ^bb0(%a: i64, %b: i64):
    %s = llvm.mul %a, %b : i64
    omp.yield(%s : i64)
  }
  omp.declare_reduction @max_i32 : i32 init {
  ^bb0(%a: i32):
    %0 = llvm.mlir.constant(-2147483648 : i32) : i32
    omp.yield(%0 : i32)
  } combiner {
  ^bb0(%a: i32, %b: i32):
    %s = llvm.intr.smax(%a, %b) : (i32, i32) -> i32
    omp.yield(%s : i32)
  }
  omp.declare_reduction @min_i32 : i32 init {
  ^bb0(%a: i32):
    %0 = llvm.mlir.constant(2147483647 : i32) : i32
    omp.yield(%0 : i32)
  } combiner {
  ^bb0(%a: i32, %b: i32):
    %lt = llvm.icmp "slt" %a, %b : i32
    %s = llvm.select %lt, %a, %b : i1, i32
    omp.yield(%s : i32)
  }
  omp.declare_reduction @add_f64 : f64 init {
  ^bb0(%a: f64):
    %0 = llvm.mlir.constant(0.0 : f64) : f64
    omp.yield(%0 : f64)
  } combiner {
  ^bb0(%a: f64, %b: f64):
    %s = llvm.fadd %a, %b : f64
    omp.yield(%s : f64)
  }
  omp.declare_reduction @land_i32 : i32 init {
  ^bb0(%a: i32):
    %0 = llvm.mlir.constant(1 : i32) : i32
    omp.yield(%0 : i32)
  } combiner {
  ^bb0(%a: i32, %b: i32):
    %z = llvm.mlir.constant(0 : i32) : i32
    %x = llvm.icmp "ne" %a, %z : i32
    %y = llvm.icmp "ne" %b, %z : i32
    %both = llvm.and %x, %y : i1
    %s = llvm.zext %both : i1 to i32
    omp.yield(%s : i32)
  }

  omp.private {type = private} @x.privatizer : i64
  llvm.mlir.global internal @shared_x(0 : i64) : i64

  llvm.func @ws_private(%lb: i32, %ub: i32, %st: i32) {
    %x = llvm.mlir.addressof @shared_x : !llvm.ptr
    omp.wsloop schedule(static) private(@x.privatizer %x -> %px : !llvm.ptr) {
      omp.loop_nest (%i) : i32 = (%lb) to (%ub) step (%st) {
        %w = llvm.sext %i : i32 to i64
        llvm.store %w, %px : i64, !llvm.ptr
        llvm.call @mark(%w) : (i64) -> ()
        %v = llvm.load %px : !llvm.ptr -> i64
        llvm.call @mark(%v) : (i64) -> ()
        omp.yield
      }
    }
    llvm.return
  }
  llvm.func @shared_x_value() -> i64 {
    %x = llvm.mlir.addressof @shared_x : !llvm.ptr
    %v = llvm.load %x : !llvm.ptr -> i64
    llvm.return %v : i64
  }
  llvm.func @ws_static(%lb: i32, %ub: i32, %st: i32) {
    omp.wsloop {
      omp.loop_nest (%i) : i32 = (%lb) to (%ub) step (%st) {
        %w = llvm.sext %i : i32 to i64
        llvm.call @mark(%w) : (i64) -> ()
        omp.yield
      }
    }
    llvm.return
  }
  llvm.func @ws_static_incl(%lb: i64, %ub: i64, %st: i64) {
    omp.wsloop schedule(static) nowait {
      omp.loop_nest (%i) : i64 = (%lb) to (%ub) inclusive step (%st) {
        llvm.call @mark(%i) : (i64) -> ()
        omp.yield
      }
    }
    llvm.return
  }
  llvm.func @ws_static_chunk(%lb: i32, %ub: i32, %st: i32, %c: i32) {
    omp.wsloop schedule(static = %c : i32) {
      omp.loop_nest (%i) : i32 = (%lb) to (%ub) step (%st) {
        %w = llvm.sext %i : i32 to i64
        llvm.call @mark(%w) : (i64) -> ()
        omp.yield
      }
    }
    llvm.return
  }
  llvm.func @ws_dynamic(%lb: i32, %ub: i32, %st: i32, %c: i32) {
    omp.wsloop schedule(dynamic = %c : i32) {
      omp.loop_nest (%i) : i32 = (%lb) to (%ub) step (%st) {
        %w = llvm.sext %i : i32 to i64
        llvm.call @mark(%w) : (i64) -> ()
        omp.yield
      }
    }
    llvm.return
  }
  llvm.func @ws_guided(%lb: i64, %ub: i64, %st: i64) {
    omp.wsloop schedule(guided) {
      omp.loop_nest (%i) : i64 = (%lb) to (%ub) inclusive step (%st) {
        llvm.call @mark(%i) : (i64) -> ()
        omp.yield
      }
    }
    llvm.return
  }
  llvm.func @ws_collapse(%n: i32, %m: i32) {
    %c0 = llvm.mlir.constant(0 : i32) : i32
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %cm1 = llvm.mlir.constant(-1 : i32) : i32
    omp.wsloop schedule(dynamic) {
      omp.loop_nest (%i, %j) : i32 = (%c0, %m) to (%n, %c0) step (%c1, %cm1) {
        %wi = llvm.sext %i : i32 to i64
        %wj = llvm.sext %j : i32 to i64
        llvm.call @mark2(%wi, %wj) : (i64, i64) -> ()
        omp.yield
      }
    }
    llvm.return
  }
  llvm.func @ws_collapse_static(%n: i32, %m: i32) {
    %c0 = llvm.mlir.constant(0 : i32) : i32
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %cm1 = llvm.mlir.constant(-1 : i32) : i32
    omp.wsloop {
      omp.loop_nest (%i, %j) : i32 = (%c0, %m) to (%n, %c0) step (%c1, %cm1) {
        %wi = llvm.sext %i : i32 to i64
        %wj = llvm.sext %j : i32 to i64
        llvm.call @mark2(%wi, %wj) : (i64, i64) -> ()
        omp.yield
      }
    }
    llvm.return
  }
  llvm.func @ws_reduce(%n: i32, %sum: !llvm.ptr, %prod: !llvm.ptr, %mx: !llvm.ptr, %mn: !llvm.ptr, %fs: !llvm.ptr, %la: !llvm.ptr) {
    %c1 = llvm.mlir.constant(1 : i32) : i32
    omp.wsloop reduction(@add_i32 %sum -> %ps, @mul_i64 %prod -> %pp, @max_i32 %mx -> %pmx, @min_i32 %mn -> %pmn, @add_f64 %fs -> %pfs, @land_i32 %la -> %pla : !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr) {
      omp.loop_nest (%i) : i32 = (%c1) to (%n) inclusive step (%c1) {
        %s0 = llvm.load %ps : !llvm.ptr -> i32
        %s1 = llvm.add %s0, %i : i32
        llvm.store %s1, %ps : i32, !llvm.ptr
        %c3 = llvm.mlir.constant(3 : i32) : i32
        %r = llvm.srem %i, %c3 : i32
        %r1 = llvm.add %r, %c1 : i32
        %r64 = llvm.sext %r1 : i32 to i64
        %p0 = llvm.load %pp : !llvm.ptr -> i64
        %p1 = llvm.mul %p0, %r64 : i64
        llvm.store %p1, %pp : i64, !llvm.ptr
        %c7 = llvm.mlir.constant(7 : i32) : i32
        %c13 = llvm.mlir.constant(13 : i32) : i32
        %i7 = llvm.mul %i, %c7 : i32
        %v = llvm.srem %i7, %c13 : i32
        %m0 = llvm.load %pmx : !llvm.ptr -> i32
        %m1 = llvm.intr.smax(%m0, %v) : (i32, i32) -> i32
        llvm.store %m1, %pmx : i32, !llvm.ptr
        %c5 = llvm.mlir.constant(5 : i32) : i32
        %vv = llvm.sub %v, %c5 : i32
        %n0 = llvm.load %pmn : !llvm.ptr -> i32
        %lt = llvm.icmp "slt" %vv, %n0 : i32
        %n1 = llvm.select %lt, %vv, %n0 : i1, i32
        llvm.store %n1, %pmn : i32, !llvm.ptr
        %fi = llvm.sitofp %i : i32 to f64
        %half = llvm.mlir.constant(0.5 : f64) : f64
        %fh = llvm.fmul %fi, %half : f64
        %f0 = llvm.load %pfs : !llvm.ptr -> f64
        %f1 = llvm.fadd %f0, %fh : f64
        llvm.store %f1, %pfs : f64, !llvm.ptr
        %c17 = llvm.mlir.constant(17 : i32) : i32
        %ne = llvm.icmp "ne" %i, %c17 : i32
        %ne32 = llvm.zext %ne : i1 to i32
        %l0 = llvm.load %pla : !llvm.ptr -> i32
        %z = llvm.mlir.constant(0 : i32) : i32
        %lx = llvm.icmp "ne" %l0, %z : i32
        %ly = llvm.icmp "ne" %ne32, %z : i32
        %lb = llvm.and %lx, %ly : i1
        %l1 = llvm.zext %lb : i1 to i32
        llvm.store %l1, %pla : i32, !llvm.ptr
        omp.yield
      }
    }
    llvm.return
  }
  llvm.func @ws_reduce_dynamic(%n: i32, %sum: !llvm.ptr) {
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %c2 = llvm.mlir.constant(2 : i32) : i32
    omp.wsloop schedule(dynamic = %c2 : i32) nowait reduction(@add_i32 %sum -> %ps : !llvm.ptr) {
      omp.loop_nest (%i) : i32 = (%c1) to (%n) inclusive step (%c1) {
        %s0 = llvm.load %ps : !llvm.ptr -> i32
        %s1 = llvm.add %s0, %i : i32
        llvm.store %s1, %ps : i32, !llvm.ptr
        omp.yield
      }
    }
    llvm.return
  }
}
`

// loopHarness runs every function of loopTestModule inside a parallel
// region of 4 threads (OpenMP for libgomp and iomp, the pmsis team fork
// for pmsis, selected by the macro PMSIS) and compares what ran with a
// sequential run of the same loop. test/omp-lowering/wsloop-exec.mlir
// holds a copy of the module, the harness and the expected output, run
// through the three passes.
const loopHarness = `
#include <stdio.h>
#include <string.h>
#ifdef PMSIS
#include "pmsis.h"
#endif

struct ident { int r1, flags, r2, r3; const char *psource; };
struct ident test_ident = {0, 2, 0, 0, ";loop_test;unknown;0;0;;"};

#define BASE 2048
static int hist[2 * BASE];
static int hist2[64][64];
long shared_x_value(void);
void mark(long iv) { __atomic_fetch_add(&hist[iv + BASE], 1, __ATOMIC_RELAXED); }
void mark2(long i, long j) { __atomic_fetch_add(&hist2[i][j], 1, __ATOMIC_RELAXED); }

void ws_static(int, int, int);
void ws_private(int, int, int);
void ws_static_incl(long, long, long);
void ws_static_chunk(int, int, int, int);
void ws_dynamic(int, int, int, int);
void ws_guided(long, long, long);
void ws_collapse(int, int);
void ws_collapse_static(int, int);
void ws_reduce(int, int *, long *, int *, int *, double *, int *);
void ws_reduce_dynamic(int, int *);
void par_loops(int, int *);

enum { PRIVATE, STATIC, STATIC_INCL, STATIC_CHUNK, DYNAMIC, GUIDED, COLLAPSE, COLLAPSE_STATIC, REDUCE, REDUCE_DYNAMIC };
static const char *names[] = {"private", "static", "static_inclusive", "static_chunk", "dynamic", "guided", "collapse", "collapse_static", "reduce", "reduce_dynamic"};
struct job { int kind; long lb, ub, st, chunk; };
static struct job job;
static int sum = 1000, land = 1, mx = -100, mn = 100, sum2 = 7;
static long prod = 1;
static double fsum = 0.25;

static void run(void *arg) {
  (void)arg;
  switch (job.kind) {
  case PRIVATE: ws_private(job.lb, job.ub, job.st); break;
  case STATIC: ws_static(job.lb, job.ub, job.st); break;
  case STATIC_INCL: ws_static_incl(job.lb, job.ub, job.st); break;
  case STATIC_CHUNK: ws_static_chunk(job.lb, job.ub, job.st, job.chunk); break;
  case DYNAMIC: ws_dynamic(job.lb, job.ub, job.st, job.chunk); break;
  case GUIDED: ws_guided(job.lb, job.ub, job.st); break;
  case COLLAPSE: ws_collapse(job.lb, job.ub); break;
  case COLLAPSE_STATIC: ws_collapse_static(job.lb, job.ub); break;
  case REDUCE: ws_reduce(job.lb, &sum, &prod, &mx, &mn, &fsum, &land); break;
  case REDUCE_DYNAMIC: ws_reduce_dynamic(job.lb, &sum2); break;
  }
}

static void team(void) {
#ifdef PMSIS
  pi_cl_team_fork(4, run, 0);
#else
#pragma omp parallel num_threads(4)
  run(0);
#endif
}

static void check(int kind, long lb, long ub, long st, long chunk) {
  static int want[2 * BASE];
  int inclusive = kind == STATIC_INCL || kind == GUIDED;
  long trips = 0;
  memset(hist, 0, sizeof hist);
  memset(want, 0, sizeof want);
  for (long i = lb; st > 0 ? (inclusive ? i <= ub : i < ub) : (inclusive ? i >= ub : i > ub); i += st) {
    want[i + BASE] += kind == PRIVATE ? 2 : 1;
    trips++;
  }
  job = (struct job){kind, lb, ub, st, chunk};
  team();
  printf("%s %ld..%ld step %ld: %ld iterations, %s\n", names[kind], lb, ub, st, trips,
         memcmp(hist, want, sizeof hist) ? "WRONG" : "each once");
  if (kind == PRIVATE && shared_x_value() != 0)
    printf("private: the shared variable was written\n");
}

static void check2(int kind, int n, int m) {
  int wrong = 0;
  memset(hist2, 0, sizeof hist2);
  job = (struct job){kind, n, m, 0, 0};
  team();
  for (int i = 0; i < 64; i++)
    for (int j = 0; j < 64; j++)
      wrong |= hist2[i][j] != (i < n && j > 0 && j <= m);
  printf("%s %dx%d: %s\n", names[kind], n, m, wrong ? "WRONG" : "each once");
}

int main(void) {
  check(PRIVATE, 0, 1000, 1, 0);
  check(STATIC, 0, 10, 1, 0);
  check(STATIC, 10, 0, -1, 0);
  check(STATIC, 0, 0, 1, 0);
  check(STATIC, 5, 6, 1, 0);
  check(STATIC, 7, 3, 1, 0);
  check(STATIC, -5, 17, 3, 0);
  check(STATIC, 1000, -1000, -7, 0);
  check(STATIC_INCL, -3, 3, 1, 0);
  check(STATIC_INCL, 3, 3, 1, 0);
  check(STATIC_INCL, 9, -9, -2, 0);
  check(STATIC_CHUNK, 0, 100, 1, 3);
  check(STATIC_CHUNK, 50, -50, -4, 5);
  check(STATIC_CHUNK, 0, 1, 1, 8);
  check(DYNAMIC, 0, 1000, 1, 7);
  check(DYNAMIC, 0, 0, 1, 1);
  check(DYNAMIC, 100, -100, -3, 2);
  check(GUIDED, 0, 999, 1, 0);
  check(GUIDED, 10, 10, 1, 0);
  check2(COLLAPSE, 7, 5);
  check2(COLLAPSE, 0, 5);
  check2(COLLAPSE_STATIC, 3, 9);
  job = (struct job){REDUCE, 20, 0, 0, 0};
  team();
  printf("reduce 1..20: sum %d prod %ld max %d min %d fsum %.2f land %d\n", sum, prod, mx, mn, fsum, land);
  job = (struct job){REDUCE_DYNAMIC, 100, 0, 0, 0};
  team();
  printf("reduce_dynamic 1..100: sum %d\n", sum2);
#ifdef WITH_PARALLEL
  /* par_loops forks its own team: a static,3 nowait loop over 0..36 and
     a dynamic loop with a sum reduction over 1..37. */
  int total = 0, ok = 1;
  memset(hist, 0, sizeof hist);
  par_loops(37, &total);
  for (int i = -BASE; i < BASE; i++)
    ok &= hist[i + BASE] == (i >= 0 && i < 37);
  printf("parallel 0..37: %s, sum %d\n", ok ? "each once" : "WRONG", total);
#endif
  return 0;
}
`

// loopHarnessWant is the harness's output: the counts of iterations are
// those of the C loops (for (i = lb; i < ub; i += st) and so on); the
// reductions over i = 1..20 start from sum 1000, prod 1, max -100, min
// 100, fsum 0.25, land 1: sum 1000+210, prod of (i%3+1) = 2^7 * 3^7,
// max of i*7%13 = 12, min of i*7%13-5 = -5, fsum 0.25 + 210/2, land
// false (i == 17); the dynamic one 7 + 5050.
const loopHarnessWant = `private 0..1000 step 1: 1000 iterations, each once
static 0..10 step 1: 10 iterations, each once
static 10..0 step -1: 10 iterations, each once
static 0..0 step 1: 0 iterations, each once
static 5..6 step 1: 1 iterations, each once
static 7..3 step 1: 0 iterations, each once
static -5..17 step 3: 8 iterations, each once
static 1000..-1000 step -7: 286 iterations, each once
static_inclusive -3..3 step 1: 7 iterations, each once
static_inclusive 3..3 step 1: 1 iterations, each once
static_inclusive 9..-9 step -2: 10 iterations, each once
static_chunk 0..100 step 1: 100 iterations, each once
static_chunk 50..-50 step -4: 25 iterations, each once
static_chunk 0..1 step 1: 1 iterations, each once
dynamic 0..1000 step 1: 1000 iterations, each once
dynamic 0..0 step 1: 0 iterations, each once
dynamic 100..-100 step -3: 67 iterations, each once
guided 0..999 step 1: 1000 iterations, each once
guided 10..10 step 1: 1 iterations, each once
collapse 7x5: each once
collapse 0x5: each once
collapse_static 3x9: each once
reduce 1..20: sum 1210 prod 279936 max 12 min -5 fsum 105.25 land 0
reduce_dynamic 1..100: sum 5057
`

// lowerLoopsDirectly lowers every omp.wsloop of module for runtime the
// way --omp-lower-plan does, without the passes: it evaluates the
// built-in spec for the op's clauses and runs the plan's actions with an
// Emitter of its own. The primitives ident and global_tid, when the
// registry lacks them, are stood in for by @test_ident and a call of
// __kmpc_global_thread_num.
func lowerLoopsDirectly(t *testing.T, module *ir.Operation, runtime string) {
	t.Helper()
	spec, err := dsl.BuiltinRuntime(runtime)
	if err != nil {
		t.Fatal(err)
	}
	reg := DefaultRegistry()
	schema := reg.Schema()
	var loops []*ir.Operation
	module.WalkAll(func(op *ir.Operation) {
		if op.Is("omp.wsloop") {
			loops = append(loops, op)
		}
	})
	for _, op := range loops {
		plan, err := dsl.Evaluate(spec, schema, runtime, "wsloop", OpClauses(op))
		if err != nil {
			t.Fatal(err)
		}
		b := ir.NewBuilder(module.Context())
		b.SetInsertionPointBefore(op)
		e := NewEmitter(b, op, plan)
		for _, actions := range [][]dsl.PlanAction{plan.Pre, plan.Invoke, plan.Post} {
			for _, a := range actions {
				b.SetInsertionPointBefore(op)
				if err := runTestAction(e, reg, a); err != nil {
					t.Fatalf("%s: %s: %v", runtime, a, err)
				}
			}
		}
		op.Erase()
	}
	// The plan pass drops the declarations once nothing refers to them.
	var decls []*ir.Operation
	for op := range module.Region(0).First().Ops() {
		if op.Is("omp.declare_reduction") || op.Is("omp.private") {
			decls = append(decls, op)
		}
	}
	for _, op := range decls {
		op.Erase()
	}
	if err := ir.Verify(module); err != nil {
		t.Fatalf("%s: the lowered module does not verify: %v\n%s", runtime, err, module)
	}
}

func runTestAction(e *Emitter, reg *Registry, a dsl.PlanAction) error {
	loc := e.Construct.Loc()
	if a.Kind == dsl.ActionCall {
		args, err := e.Args(a.Args)
		if err != nil {
			return err
		}
		_, err = e.Call(a.Name, args, llvm.Void)
		return err
	}
	if p, ok := reg.Lookup(a.Name); ok {
		return p.Emit(e, a.Args)
	}
	switch a.Name {
	case "ident":
		e.SetVar("ident", llvm.NewAddressOf(e.B, "test_ident", loc).Result(0))
		return nil
	case "global_tid":
		call, err := e.Call("__kmpc_global_thread_num", []*ir.Value{mustVar(e, "ident")}, ir.I32)
		if err != nil {
			return err
		}
		e.SetVar("global_tid", call.Result(0))
		return nil
	}
	return e.Errorf("no primitive '%s'", a.Name)
}

func mustVar(e *Emitter, name string) *ir.Value {
	v, _ := e.Var(name)
	return v
}

func parseLoopModule(t *testing.T) *ir.Operation {
	t.Helper()
	m, err := builtin.ParseModule(all.NewContext(), "loops.mlir", []byte(loopTestModule))
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// TestLoopLoweringStructure checks, for each runtime, that every wsloop
// becomes plain llvm dialect code with the runtime calls of its schedule.
func TestLoopLoweringStructure(t *testing.T) {
	want := map[string][]string{
		"libgomp": {"omp_get_thread_num", "omp_get_num_threads", "GOMP_barrier", "GOMP_loop_dynamic_start", "GOMP_loop_dynamic_next",
			"GOMP_loop_guided_start", "GOMP_loop_guided_next", "GOMP_loop_end", "GOMP_loop_end_nowait", "llvm.cmpxchg", "llvm.atomicrmw"},
		"iomp":  {"__kmpc_for_static_init_8", "__kmpc_for_static_fini", "__kmpc_barrier", "__kmpc_dispatch_init_8", "__kmpc_dispatch_next_8"},
		"pmsis": {"ext_pi_core_id", "ext_pi_cl_nb_cores", "pi_cl_team_barrier", "GOMP_loop_dynamic_start", "GOMP_loop_guided_next"},
	}
	for _, runtime := range []string{"libgomp", "iomp", "pmsis"} {
		m := parseLoopModule(t)
		lowerLoopsDirectly(t, m, runtime)
		text := m.String()
		if strings.Contains(text, "omp.wsloop") || strings.Contains(text, "omp.loop_nest") {
			t.Errorf("%s: omp loop ops are left:\n%s", runtime, text)
		}
		for _, w := range want[runtime] {
			if !strings.Contains(text, w) {
				t.Errorf("%s: the lowered module does not mention %s", runtime, w)
			}
		}
	}
}

// TestLoopLoweringRuns compiles the lowered module with llc, links it
// with the harness and the runtime, and checks that every iteration ran
// exactly once and the reductions are right.
func TestLoopLoweringRuns(t *testing.T) {
	for _, tool := range []string{"llc", "gcc"} {
		if _, err := exec.LookPath(tool); err != nil {
			t.Skipf("%s is not installed", tool)
		}
	}
	pmsisDir, _ := filepath.Abs("../../runtimes/pmsis")
	cases := []struct {
		runtime string
		cc      string
		flags   []string
		needs   string
	}{
		{"libgomp", "gcc", []string{"-fopenmp"}, ""},
		{"iomp", "clang-16", []string{"-fopenmp", "-L/usr/lib/llvm-16/lib", "-Wl,-rpath,/usr/lib/llvm-16/lib"}, "/usr/lib/llvm-16/lib/libomp.so"},
		{"pmsis", "gcc", []string{"-DPMSIS", "-I" + pmsisDir, filepath.Join(pmsisDir, "pmsis.c"), "-pthread"}, filepath.Join(pmsisDir, "pmsis.c")},
	}
	for _, c := range cases {
		t.Run(c.runtime, func(t *testing.T) {
			if _, err := exec.LookPath(c.cc); err != nil {
				t.Skipf("%s is not installed", c.cc)
			}
			if c.needs != "" {
				if _, err := os.Stat(c.needs); err != nil {
					t.Skipf("%s is missing", c.needs)
				}
			}
			m := parseLoopModule(t)
			lowerLoopsDirectly(t, m, c.runtime)
			got := runNative(t, m, loopHarness, c.cc, c.flags...)
			if got != loopHarnessWant {
				t.Errorf("%s: output differs\n got:\n%s\nwant:\n%s", c.runtime, got, loopHarnessWant)
			}
		})
	}
}

// TestLoopErrors checks the located errors of the loop primitives.
func TestLoopErrors(t *testing.T) {
	src := `
module {
  llvm.func @f(%n: i32, %acc: !llvm.ptr) {
    %c0 = llvm.mlir.constant(0 : i32) : i32
    %c1 = llvm.mlir.constant(1 : i32) : i32
    omp.wsloop {
      omp.loop_nest (%i) : i32 = (%c0) to (%n) step (%c1) {
        omp.yield
      }
    }
    llvm.return
  }
}`
	m, err := builtin.ParseModule(all.NewContext(), "err.mlir", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	var ws *ir.Operation
	m.WalkAll(func(op *ir.Operation) {
		if op.Is("omp.wsloop") {
			ws = op
		}
	})
	spec, err := dsl.BuiltinRuntime("libgomp")
	if err != nil {
		t.Fatal(err)
	}
	plan, err := dsl.Evaluate(spec, DefaultRegistry().Schema(), "libgomp", "wsloop", OpClauses(ws))
	if err != nil {
		t.Fatal(err)
	}
	b := ir.NewBuilder(m.Context())
	b.SetInsertionPointBefore(ws)
	e := NewEmitter(b, ws, plan)
	err = emitLoopBody(e, nil)
	if err == nil || !strings.Contains(err.Error(), "'lower' is not bound") || !strings.Contains(err.Error(), "err.mlir:6:5") {
		t.Errorf("loop_body without bounds: got %v", err)
	}
	err = emitDynamicLoop(e, nil)
	if err == nil || !strings.Contains(err.Error(), "the plan has no property 'chunk_init_function'") {
		t.Errorf("dynamic_loop without chunk functions: got %v", err)
	}
	if _, ok := omp.AsWsloop(ws); !ok {
		t.Fatal("the wsloop was changed by failing primitives")
	}
}
