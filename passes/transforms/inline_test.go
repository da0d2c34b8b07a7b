package transforms

import (
	"fmt"
	"regexp"
	"strings"
	"testing"

	"github.com/strata-ir/strata/dialects/all"
	"github.com/strata-ir/strata/dialects/builtin"
	"github.com/strata-ir/strata/ir"
	"github.com/strata-ir/strata/passes"
)

// inlineInputs are compared with mlir-opt-16 --inline under several
// option sets: recursion (direct, mutual, through three functions),
// folding that the default pipeline does between inlining steps, calls
// that canonicalization removes, public and private callees, references
// that keep a function alive, multi-block callees, nested modules.
var inlineInputs = map[string]string{
	"single-block": `func.func private @add(%a: i32, %b: i32) -> i32 {
  %0 = arith.addi %a, %b : i32
  return %0 : i32
}
func.func @twice(%a: i32) -> i32 {
  %0 = call @add(%a, %a) : (i32, i32) -> i32
  %1 = call @add(%0, %a) : (i32, i32) -> i32
  return %1 : i32
}
func.func private @unused(%a: i32) -> i32 {
  return %a : i32
}
func.func private @decl(i32) -> i32
func.func @use_decl(%a: i32) -> i32 {
  %0 = call @decl(%a) : (i32) -> i32
  return %0 : i32
}
`,
	"multi-block": `func.func private @abs(%a: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %neg = arith.cmpi slt, %a, %c0 : i32
  cf.cond_br %neg, ^bb1, ^bb2
^bb1:
  %n = arith.subi %c0, %a : i32
  return %n : i32
^bb2:
  return %a : i32
}
func.func @use_abs(%a: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %0 = call @abs(%a) : (i32) -> i32
  %1 = arith.addi %0, %c1 : i32
  return %1 : i32
}
`,
	"chain-public": `func.func private @leaf(%a: i32) -> i32 {
  %0 = arith.muli %a, %a : i32
  return %0 : i32
}
func.func @mid(%a: i32) -> i32 {
  %0 = call @leaf(%a) : (i32) -> i32
  %1 = call @leaf(%0) : (i32) -> i32
  return %1 : i32
}
func.func @top(%a: i32, %c: i1) -> i32 {
  %0 = call @mid(%a) : (i32) -> i32
  %r = scf.if %c -> i32 {
    %1 = func.call @mid(%0) : (i32) -> i32
    scf.yield %1 : i32
  } else {
    scf.yield %0 : i32
  }
  return %r : i32
}
`,
	"no-results": `func.func private @noret() {
  return
}
func.func @e() {
  call @noret() : () -> ()
  call @noret() : () -> ()
  return
}
`,
	"multi-block-in-region": `func.func private @multi(%a: i1) -> i32 {
  cf.cond_br %a, ^bb1, ^bb2
^bb1:
  %c1 = arith.constant 1 : i32
  return %c1 : i32
^bb2:
  %c2 = arith.constant 2 : i32
  return %c2 : i32
}
func.func @d(%a: i1) -> i32 {
  %r = scf.execute_region -> i32 {
    %0 = func.call @multi(%a) : (i1) -> i32
    scf.yield %0 : i32
  }
  return %r : i32
}
`,
	"nested-module": `module {
  module @m {
    func.func private @f(%a: i32) -> i32 {
      %0 = arith.addi %a, %a : i32
      return %0 : i32
    }
    func.func @g(%a: i32) -> i32 {
      %0 = call @f(%a) : (i32) -> i32
      return %0 : i32
    }
  }
}
`,
	"mutual": `func.func private @even(%n: i32) -> i1 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %z = arith.cmpi eq, %n, %c0 : i32
  %r = scf.if %z -> i1 {
    %t = arith.constant true
    scf.yield %t : i1
  } else {
    %m = arith.subi %n, %c1 : i32
    %o = func.call @odd(%m) : (i32) -> i1
    scf.yield %o : i1
  }
  return %r : i1
}
func.func private @odd(%n: i32) -> i1 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %z = arith.cmpi eq, %n, %c0 : i32
  %r = scf.if %z -> i1 {
    %f = arith.constant false
    scf.yield %f : i1
  } else {
    %m = arith.subi %n, %c1 : i32
    %e = func.call @even(%m) : (i32) -> i1
    scf.yield %e : i1
  }
  return %r : i1
}
func.func @main(%n: i32) -> i1 {
  %r = call @even(%n) : (i32) -> i1
  return %r : i1
}
`,
	"fold": `func.func private @sel(%c: i1, %a: i32, %b: i32) -> i32 {
  %r = scf.if %c -> i32 {
    scf.yield %a : i32
  } else {
    scf.yield %b : i32
  }
  return %r : i32
}
func.func private @mul(%a: i32, %b: i32) -> i32 {
  %0 = arith.muli %a, %b : i32
  return %0 : i32
}
func.func @main(%x: i32) -> i32 {
  %true = arith.constant true
  %c1 = arith.constant 1 : i32
  %c7 = arith.constant 7 : i32
  %0 = call @sel(%true, %x, %c7) : (i1, i32, i32) -> i32
  %1 = call @mul(%0, %c1) : (i32, i32) -> i32
  %2 = call @mul(%c7, %c7) : (i32, i32) -> i32
  %3 = arith.addi %1, %2 : i32
  return %3 : i32
}
`,
	"dead-call": `func.func private @helper(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  return %0 : i32
}
func.func private @never(%a: i32) -> i32 {
  %0 = call @helper(%a) : (i32) -> i32
  return %0 : i32
}
func.func @main(%a: i32) -> i32 {
  %false = arith.constant false
  %r = scf.if %false -> i32 {
    %0 = func.call @never(%a) : (i32) -> i32
    scf.yield %0 : i32
  } else {
    scf.yield %a : i32
  }
  return %r : i32
}
`,
	"self-rec": `func.func private @fact(%n: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %le = arith.cmpi sle, %n, %c1 : i32
  %r = scf.if %le -> i32 {
    scf.yield %c1 : i32
  } else {
    %m = arith.subi %n, %c1 : i32
    %f = func.call @fact(%m) : (i32) -> i32
    %p = arith.muli %n, %f : i32
    scf.yield %p : i32
  }
  return %r : i32
}
func.func @main(%n: i32) -> i32 {
  %r = call @fact(%n) : (i32) -> i32
  return %r : i32
}
`,
	"three-cycle": `func.func private @a(%x: i32) -> i32 {
  %0 = call @b(%x) : (i32) -> i32
  return %0 : i32
}
func.func private @b(%x: i32) -> i32 {
  %0 = call @c(%x) : (i32) -> i32
  return %0 : i32
}
func.func @c(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %y = arith.addi %x, %c1 : i32
  %0 = call @a(%y) : (i32) -> i32
  return %0 : i32
}
`,
	"loops": `func.func private @body(%i: index, %acc: i32) -> i32 {
  %c = arith.index_cast %i : index to i32
  %s = arith.addi %acc, %c : i32
  return %s : i32
}
func.func @sum(%n: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (i32) {
    %s = func.call @body(%i, %acc) : (index, i32) -> i32
    scf.yield %s : i32
  }
  return %r : i32
}
`,
	"public-callee": `func.func @pub(%a: i32) -> i32 {
  %c2 = arith.constant 2 : i32
  %0 = arith.muli %a, %c2 : i32
  return %0 : i32
}
func.func @user1(%a: i32) -> i32 {
  %0 = call @pub(%a) : (i32) -> i32
  return %0 : i32
}
func.func @user2(%a: i32) -> i32 {
  %0 = call @pub(%a) : (i32) -> i32
  %1 = call @pub(%0) : (i32) -> i32
  return %1 : i32
}
`,
	"indirect": `func.func private @target(%a: i32) -> i32 {
  %0 = arith.subi %a, %a : i32
  return %0 : i32
}
func.func @main(%a: i32) -> i32 {
  %f = constant @target : (i32) -> i32
  %0 = call_indirect %f(%a) : (i32) -> i32
  return %0 : i32
}
`,
	"multi-ret": `func.func private @clamp(%a: i32, %lo: i32, %hi: i32) -> i32 {
  %lt = arith.cmpi slt, %a, %lo : i32
  cf.cond_br %lt, ^low, ^check
^low:
  return %lo : i32
^check:
  %gt = arith.cmpi sgt, %a, %hi : i32
  cf.cond_br %gt, ^high, ^ok
^high:
  return %hi : i32
^ok:
  return %a : i32
}
func.func @main(%a: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c9 = arith.constant 9 : i32
  %0 = call @clamp(%a, %c0, %c9) : (i32, i32, i32) -> i32
  %1 = call @clamp(%c9, %c0, %c9) : (i32, i32, i32) -> i32
  %2 = arith.addi %0, %1 : i32
  return %2 : i32
}
`,
	"nested-sym": `module {
  func.func private @outer(%a: i32) -> i32 {
    %0 = arith.addi %a, %a : i32
    return %0 : i32
  }
  module @inner {
    func.func private @f(%a: i32) -> i32 {
      %c0 = arith.constant 0 : i32
      %0 = arith.addi %a, %c0 : i32
      return %0 : i32
    }
    func.func @g(%a: i32) -> i32 {
      %0 = call @f(%a) : (i32) -> i32
      return %0 : i32
    }
  }
  func.func @h(%a: i32) -> i32 {
    %0 = call @outer(%a) : (i32) -> i32
    %1 = call @outer(%0) : (i32) -> i32
    return %1 : i32
  }
}
`,
	"alive": `module attributes {test.keep = @kept} {
  func.func private @kept(%a: i32) -> i32 {
    return %a : i32
  }
  func.func private @unused(%a: i32) -> i32 {
    return %a : i32
  }
  func.func private @onlyref() -> i32 {
    %c = arith.constant 3 : i32
    return %c : i32
  }
  func.func @main(%a: i32) -> i32 {
    %0 = call @kept(%a) : (i32) -> i32
    %f = constant @onlyref : () -> i32
    %1 = call @onlyref() : () -> i32
    %2 = arith.addi %0, %1 : i32
    return %2 : i32
  }
}
`,
	// llvm functions: what MLIR 16's LLVM inliner allows (pure ops, loads,
	// stores, calls, branches; not allocas, fences, memory intrinsics or
	// unreachable), multi-block callees (llvm.return becomes llvm.br), a
	// noinline callee, recursion.
	"llvm-basic": `module {
  llvm.func @add(%a: i32, %b: i32) -> i32 {
    %0 = llvm.add %a, %b : i32
    llvm.return %0 : i32
  }
  llvm.func @mem(%p: !llvm.ptr) -> i32 {
    %0 = llvm.load %p : !llvm.ptr -> i32
    %c = llvm.mlir.constant(1 : i32) : i32
    %1 = llvm.add %0, %c : i32
    llvm.store %1, %p : i32, !llvm.ptr
    llvm.return %1 : i32
  }
  llvm.func @withalloca(%a: i32) -> i32 {
    %c = llvm.mlir.constant(1 : i32) : i32
    %p = llvm.alloca %c x i32 : (i32) -> !llvm.ptr
    llvm.store %a, %p : i32, !llvm.ptr
    %0 = llvm.load %p : !llvm.ptr -> i32
    llvm.return %0 : i32
  }
  llvm.func @branchy(%a: i32) -> i32 {
    %c0 = llvm.mlir.constant(0 : i32) : i32
    %cond = llvm.icmp "slt" %a, %c0 : i32
    llvm.cond_br %cond, ^neg, ^pos
  ^neg:
    %n = llvm.sub %c0, %a : i32
    llvm.return %n : i32
  ^pos:
    llvm.return %a : i32
  }
  llvm.func @caller(%x: i32, %p: !llvm.ptr) -> i32 {
    %0 = llvm.call @add(%x, %x) : (i32, i32) -> i32
    %1 = llvm.call @mem(%p) : (!llvm.ptr) -> i32
    %2 = llvm.call @withalloca(%1) : (i32) -> i32
    %3 = llvm.call @branchy(%2) : (i32) -> i32
    %4 = llvm.add %0, %3 : i32
    llvm.return %4 : i32
  }
}
`,
	"llvm-mixed": `module {
  llvm.func @ext(i32) -> i32
  llvm.func @callsext(%a: i32) -> i32 {
    %0 = llvm.call @ext(%a) : (i32) -> i32
    llvm.return %0 : i32
  }
  llvm.func @gep(%p: !llvm.ptr, %i: i64) -> !llvm.ptr {
    %0 = llvm.getelementptr inbounds %p[%i] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.return %0 : !llvm.ptr
  }
  llvm.func @rmw(%p: !llvm.ptr, %v: i32) -> i32 {
    %0 = llvm.add %v, %v : i32
    llvm.store %0, %p {volatile_} : i32, !llvm.ptr
    llvm.return %0 : i32
  }
  llvm.func @intr(%a: i32, %b: i32) -> i32 {
    %0 = "llvm.intr.smax"(%a, %b) : (i32, i32) -> i32
    llvm.return %0 : i32
  }
  llvm.func @sel(%c: i1, %a: i32, %b: i32) -> i32 {
    %0 = llvm.select %c, %a, %b : i1, i32
    llvm.return %0 : i32
  }
  llvm.func @voidf(%p: !llvm.ptr) {
    %c = llvm.mlir.constant(3 : i32) : i32
    llvm.store %c, %p : i32, !llvm.ptr
    llvm.return
  }
  llvm.func @sw(%a: i32) -> i32 {
    llvm.switch %a : i32, ^d [
      1: ^one
    ]
  ^d:
    llvm.return %a : i32
  ^one:
    %c = llvm.mlir.constant(9 : i32) : i32
    llvm.return %c : i32
  }
  llvm.func @rec(%a: i32) -> i32 {
    %0 = llvm.call @rec(%a) : (i32) -> i32
    llvm.return %0 : i32
  }
  llvm.func @caller(%x: i32, %p: !llvm.ptr, %i: i64, %c: i1) -> i32 {
    %0 = llvm.call @callsext(%x) : (i32) -> i32
    %1 = llvm.call @gep(%p, %i) : (!llvm.ptr, i64) -> !llvm.ptr
    %2 = llvm.call @rmw(%1, %0) : (!llvm.ptr, i32) -> i32
    %3 = llvm.call @intr(%2, %x) : (i32, i32) -> i32
    %4 = llvm.call @sel(%c, %3, %x) : (i1, i32, i32) -> i32
    llvm.call @voidf(%p) : (!llvm.ptr) -> ()
    %5 = llvm.call @sw(%4) : (i32) -> i32
    %6 = llvm.call @rec(%5) : (i32) -> i32
    llvm.return %6 : i32
  }
}
`,
	"llvm-refused": `module {
  llvm.mlir.global internal @g(0 : i32) : i32
  llvm.func @addr() -> !llvm.ptr {
    %0 = llvm.mlir.addressof @g : !llvm.ptr
    llvm.return %0 : !llvm.ptr
  }
  llvm.func @unr(%c: i1, %a: i32) -> i32 {
    llvm.cond_br %c, ^a, ^b
  ^a:
    llvm.unreachable
  ^b:
    llvm.return %a : i32
  }
  llvm.func @noinl(%a: i32) -> i32 attributes {passthrough = ["noinline"]} {
    llvm.return %a : i32
  }
  llvm.func @fp(%a: f64) -> f64 {
    %0 = llvm.fadd %a, %a {fastmathFlags = #llvm.fastmath<fast>} : f64
    llvm.return %0 : f64
  }
  llvm.func @caller(%c: i1, %x: i32, %f: f64) -> i32 {
    %0 = llvm.call @addr() : () -> !llvm.ptr
    %1 = llvm.call @unr(%c, %x) : (i1, i32) -> i32
    %2 = llvm.call @noinl(%1) : (i32) -> i32
    %3 = llvm.call @fp(%f) : (f64) -> f64
    llvm.return %2 : i32
  }
}
`,
	"llvm-ops": `module {
  llvm.func @f_undef() -> i32 {
    %0 = llvm.mlir.undef : i32
    llvm.return %0 : i32
  }
  llvm.func @f_null() -> !llvm.ptr {
    %0 = llvm.mlir.null : !llvm.ptr
    llvm.return %0 : !llvm.ptr
  }
  llvm.func @f_insert(%a: i32) -> !llvm.struct<(i32, i32)> {
    %0 = llvm.mlir.undef : !llvm.struct<(i32, i32)>
    %1 = llvm.insertvalue %a, %0[0] : !llvm.struct<(i32, i32)>
    llvm.return %1 : !llvm.struct<(i32, i32)>
  }
  llvm.func @f_extract(%s: !llvm.struct<(i32, i32)>) -> i32 {
    %1 = llvm.extractvalue %s[1] : !llvm.struct<(i32, i32)>
    llvm.return %1 : i32
  }
  llvm.func @f_fence() {
    llvm.fence seq_cst
    llvm.return
  }
  llvm.func @f_cast(%a: i32) -> i64 {
    %0 = llvm.sext %a : i32 to i64
    llvm.return %0 : i64
  }
  llvm.func @f_icmp(%a: i32) -> i1 {
    %0 = llvm.icmp "eq" %a, %a : i32
    llvm.return %0 : i1
  }
  llvm.func @f_fneg(%a: f64) -> f64 {
    %0 = llvm.fneg %a : f64
    llvm.return %0 : f64
  }
  llvm.func @f_memcpy(%p: !llvm.ptr, %q: !llvm.ptr, %n: i64) {
    %f = llvm.mlir.constant(false) : i1
    "llvm.intr.memcpy"(%p, %q, %n, %f) : (!llvm.ptr, !llvm.ptr, i64, i1) -> ()
    llvm.return
  }
  llvm.func @caller(%x: i32, %p: !llvm.ptr, %f: f64, %s: !llvm.struct<(i32, i32)>) {
    %0 = llvm.call @f_undef() : () -> i32
    %1 = llvm.call @f_null() : () -> !llvm.ptr
    %2 = llvm.call @f_insert(%x) : (i32) -> !llvm.struct<(i32, i32)>
    %3 = llvm.call @f_extract(%s) : (!llvm.struct<(i32, i32)>) -> i32
    llvm.call @f_fence() : () -> ()
    %4 = llvm.call @f_cast(%x) : (i32) -> i64
    %5 = llvm.call @f_icmp(%x) : (i32) -> i1
    %6 = llvm.call @f_fneg(%f) : (f64) -> f64
    llvm.call @f_memcpy(%p, %p, %4) : (!llvm.ptr, !llvm.ptr, i64) -> ()
    llvm.return
  }
}
`,
}

// newInlineWith makes the inline pass with options, as a pipeline would.
func newInlineWith(t *testing.T, options string) func() passes.Pass {
	t.Helper()
	reg := passes.NewRegistry()
	Register(reg)
	if _, err := passes.NewPass(reg, "inline", options); err != nil {
		t.Fatalf("inline{%s}: %v", options, err)
	}
	return func() passes.Pass {
		p, _ := passes.NewPass(reg, "inline", options)
		return p
	}
}

func TestInlineDifferential(t *testing.T) {
	for _, options := range []string{
		"", // the default pipeline, canonicalize, and 4 iterations
		"default-pipeline=",
		"max-iterations=1",
		"default-pipeline=cse,canonicalize{top-down=false}",
		"default-pipeline=cse op-pipelines=func.func(canonicalize{region-simplify=false})",
		"op-pipelines=func.func(cse,canonicalize) max-iterations=2",
	} {
		t.Run(options, func(t *testing.T) {
			differential(t, newInlineWith(t, options), inlineInputs, "--inline="+options)
		})
	}
}

func TestInlineLocations(t *testing.T) {
	p := &Inline{MaxIterations: 4} // no pipeline: the inlined ops stay
	out := runPassWith(t, p, inlineInputs["single-block"], true)
	if !strings.Contains(out, `callsite("input.mlir":2:8 at "input.mlir":6:8)`) {
		t.Errorf("inlined operation not located at its call site:\n%s", out)
	}
}

func TestInlineOptionsPrint(t *testing.T) {
	pm := passes.NewPassManager(all.NewContext(), "builtin.module", passes.Config{})
	pm.AddPass(NewInline())
	want := "builtin.module(inline{default-pipeline=canonicalize max-callee-size=0 max-iterations=4 op-pipelines=})"
	if got := pm.String(); got != want {
		t.Errorf("got %s, want %s", got, want)
	}
	p := newInlineWith(t, "default-pipeline={cse,canonicalize{max-iterations=2 top-down=false}} op-pipelines=func.func(cse,canonicalize)")()
	in := p.(*Inline)
	if in.DefaultPipeline != "cse,canonicalize{max-iterations=2 top-down=false}" || len(in.OpPipelines) != 1 || in.OpPipelines[0] != "func.func(cse,canonicalize)" {
		t.Errorf("options %q %q", in.DefaultPipeline, in.OpPipelines)
	}
}

func TestInlineBadPipelines(t *testing.T) {
	for _, tt := range []struct{ options, want string }{
		{"default-pipeline=cse,bogus", "<inline default-pipeline>:1:5: 'bogus' does not refer to a registered pass or pass pipeline"},
		{"op-pipelines=func.func(cse", "<inline op-pipelines>:1:10: encountered unbalanced parentheses while parsing pipeline"},
		{"default-pipeline=inline", "<inline default-pipeline>:1:1: can't run 'inline' pass on 'func.func' op"},
	} {
		_, err := runPassErr(t, newInlineWith(t, tt.options)(), inlineInputs["single-block"])
		d, ok := err.(*ir.Diagnostic)
		if !ok {
			t.Errorf("%s: got %v, want a diagnostic", tt.options, err)
			continue
		}
		loc := d.Loc.(ir.FileLineColLoc)
		if got := fmt.Sprintf("%s:%d:%d: %s", loc.File(), loc.Line(), loc.Col(), d.Message); got != tt.want {
			t.Errorf("%s: got %s, want %s", tt.options, got, tt.want)
		}
	}
}

// runInlinePM runs pipeline on src with a pass manager of cfg.
func runInlinePM(t *testing.T, pipeline, src string, cfg passes.Config) (*passes.PassManager, string) {
	t.Helper()
	ctx := all.NewContext()
	cfg.Registry = passes.NewRegistry()
	Register(cfg.Registry)
	pm := passes.NewPassManager(ctx, "builtin.module", cfg)
	if err := pm.AddPipeline(pipeline, "pipeline"); err != nil {
		t.Fatal(err)
	}
	m, err := builtin.ParseModule(ctx, "input.mlir", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := pm.Run(m); err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	if err := ir.Print(&b, m, ir.PrintOptions{}); err != nil {
		t.Fatal(err)
	}
	return pm, b.String()
}

// Under a pass manager, the simplification pipeline is timed, dumped and
// counted as part of the inliner.
func TestInlinePipelineInstrumentation(t *testing.T) {
	timer := passes.NewTimer()
	var dumps strings.Builder
	pm, _ := runInlinePM(t, "builtin.module(inline)", inlineInputs["fold"], passes.Config{
		VerifyEach: true, Timer: timer, PrintAfterAll: true, IROut: &dumps, StatisticsDisplay: "pipeline",
	})
	timer.Stop()
	var report strings.Builder
	timer.Report(&report)
	var lines []string
	for _, m := range regexp.MustCompile(`(?m)^  +\d+\.\d{4} \( *\d+\.\d%\)  (.*)$`).FindAllStringSubmatch(report.String(), -1) {
		lines = append(lines, m[1])
	}
	if want := "Inliner|  'func.func' Pipeline|    Canonicalizer|Rest|Total"; strings.Join(lines, "|") != want {
		t.Errorf("timing lines %q, want %q", lines, want)
	}
	// main is simplified before and after inlining; the callees once each.
	headers := regexp.MustCompile(`(?m)^// -----// IR Dump After .*$`).FindAllString(dumps.String(), -1)
	if len(headers) != 5 || headers[4] != "// -----// IR Dump After Inliner (inline) //----- //" ||
		strings.Count(dumps.String(), "IR Dump After Canonicalizer (canonicalize)") != 4 {
		t.Errorf("dumps %q", headers)
	}
	var stats strings.Builder
	pm.PrintStatistics(&stats)
	for _, want := range []string{"Inliner\n", "  (S) 3 num-inlined - Number of calls inlined\n", "  'func.func' Pipeline\n    Canonicalizer\n"} {
		if !strings.Contains(stats.String(), want) {
			t.Errorf("statistics lack %q:\n%s", want, stats.String())
		}
	}
}

// The inliner runs on nested modules at once, sharing its pipelines (run
// under -race); the result is the serial one.
func TestInlineInParallelModules(t *testing.T) {
	var b strings.Builder
	b.WriteString("module {\n")
	for i := range 8 {
		fmt.Fprintf(&b, "module @m%d {\n%s}\n", i, inlineInputs["fold"])
	}
	b.WriteString("}\n")
	_, threaded := runInlinePM(t, "builtin.module(builtin.module(inline))", b.String(), passes.Config{VerifyEach: true})
	_, serial := runInlinePM(t, "builtin.module(builtin.module(inline))", b.String(), passes.Config{VerifyEach: true, DisableThreading: true})
	if threaded != serial {
		t.Errorf("threaded and serial runs differ:\n%s\n---\n%s", threaded, serial)
	}
	if strings.Count(threaded, "arith.constant 49 : i32") != 8 || strings.Contains(threaded, "call") {
		t.Errorf("not inlined and folded:\n%s", threaded)
	}
}
