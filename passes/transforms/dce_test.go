package transforms

import "testing"

func TestDCE(t *testing.T) {
	src := `func.func private @ext(i32) -> i32
func.func @f(%a: i32, %c: i1, %lb: index, %ub: index, %st: index) -> i32 {
  %c1 = arith.constant 1 : i32
  %d0 = arith.addi %a, %c1 : i32
  %d1 = arith.muli %d0, %d0 : i32
  %e = func.call @ext(%a) : (i32) -> i32
  %loop = scf.for %i = %lb to %ub step %st iter_args(%acc = %a) -> i32 {
    %n = arith.addi %acc, %c1 : i32
    scf.yield %n : i32
  }
  %if = scf.if %c -> i32 {
    %dead = arith.subi %a, %a : i32
    scf.yield %a : i32
  } else {
    scf.yield %c1 : i32
  }
  cf.br ^bb2(%if : i32)
^bb1:
  %u = arith.addi %a, %a : i32
  cf.br ^bb2(%u : i32)
^bb2(%r: i32):
  return %r : i32
}
`
	want := `module {
  func.func private @ext(i32) -> i32
  func.func @f(%arg0: i32, %arg1: i1, %arg2: index, %arg3: index, %arg4: index) -> i32 {
    %c1_i32 = arith.constant 1 : i32
    %0 = call @ext(%arg0) : (i32) -> i32
    %1 = scf.if %arg1 -> (i32) {
      scf.yield %arg0 : i32
    } else {
      scf.yield %c1_i32 : i32
    }
    cf.br ^bb1(%1 : i32)
  ^bb1(%2: i32):  // pred: ^bb0
    return %2 : i32
  }
}
`
	p := &DCE{}
	expect(t, p, src, want)
	// %d1, %d0, the scf.for and its two ops, %dead, the unreachable block
	// and its two ops.
	if got := p.NumErased.Value(); got != 8 {
		t.Errorf("num-erased = %d, want 8", got)
	}
}

// TestDCEFixpoint checks that a chain of dead operations, users listed
// before what they use across blocks, is erased entirely.
func TestDCEFixpoint(t *testing.T) {
	src := `func.func @f(%a: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %x = arith.addi %a, %c1 : i32
  cf.br ^bb1
^bb1:
  %y = arith.addi %x, %x : i32
  %z = arith.muli %y, %y : i32
  return %a : i32
}
`
	want := `module {
  func.func @f(%arg0: i32) -> i32 {
    cf.br ^bb1
  ^bb1:  // pred: ^bb0
    return %arg0 : i32
  }
}
`
	expect(t, &DCE{}, src, want)
}

func TestDCEUnchanged(t *testing.T) {
	src := `func.func @f(%a: i32) -> i32 {
  return %a : i32
}
`
	expect(t, &DCE{}, src, "module {\n  func.func @f(%arg0: i32) -> i32 {\n    return %arg0 : i32\n  }\n}\n")
}
