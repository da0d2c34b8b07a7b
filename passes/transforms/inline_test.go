package transforms

import (
	"strings"
	"testing"
)

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
}

func TestInlineDifferential(t *testing.T) {
	differential(t, NewInline, inlineInputs, "--inline=default-pipeline=")
}

func TestInlineLocations(t *testing.T) {
	out := runPassWith(t, NewInline(), inlineInputs["single-block"], true)
	if !strings.Contains(out, `callsite("input.mlir":2:8 at "input.mlir":6:8)`) {
		t.Errorf("inlined operation not located at its call site:\n%s", out)
	}
}
