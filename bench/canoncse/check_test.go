package main

import (
	"strings"
	"testing"
)

const peerOut = `module {
  func.func @f0(%arg0: i32) -> i32 {
    %c3_i32 = arith.constant 3 : i32
    %0 = arith.addi %arg0, %c3_i32 : i32
    %1:2 = call @g(%0) : (i32) -> (i32, i32)
    return %1#1 : i32
  }
  func.func @f1(%arg0: i32) -> i32 {
    %c1_i32 = arith.constant 1 : i32
    %c2_i32 = arith.constant 2 : i32
    %0 = arith.addi %arg0, %c1_i32 : i32
    %1 = arith.muli %0, %c2_i32 : i32
    return %1 : i32
  }
  func.func @f2(%arg0: index) -> index {
    %c-1 = arith.constant -1 : index
    %0 = scf.for %arg1 = %arg0 to %arg0 step %c-1 iter_args(%arg2 = %arg0) -> (index) {
      scf.yield %arg2 : index
    }
    return %0 : index
  }
}
`

// ours names values differently in f0, orders f1's constants differently
// and computes something else in f2.
const oursOut = `module {
  func.func @f0(%a: i32) -> i32 {
    %k = arith.constant 3 : i32
    %s = arith.addi %a, %k : i32
    %r:2 = call @g(%s) : (i32) -> (i32, i32)
    return %r#1 : i32
  }
  func.func @f1(%arg0: i32) -> i32 {
    %c2_i32 = arith.constant 2 : i32
    %c1_i32 = arith.constant 1 : i32
    %0 = arith.addi %arg0, %c1_i32 : i32
    %1 = arith.muli %0, %c2_i32 : i32
    return %1 : i32
  }
  func.func @f2(%arg0: index) -> index {
    return %arg0 : index
  }
}
`

func TestCompareOutputs(t *testing.T) {
	c := compareOutputs(oursOut, peerOut)
	if c.funcs != 3 || c.identical != 1 || c.sameOps != 1 || c.missing != 0 {
		t.Errorf("got %d functions, %d identical, %d with the same ops, %d missing; want 3, 1, 1, 0", c.funcs, c.identical, c.sameOps, c.missing)
	}
	if len(c.examples) != 2 || c.examples[0].name != "@f1" || c.examples[0].line != 2 || c.examples[1].name != "@f2" {
		t.Errorf("examples: %+v", c.examples)
	}
	if got, want := total(c.opsPeer), 16; got != want {
		t.Errorf("peer ops: got %d, want %d (%v)", got, want, c.opsPeer)
	}
	if got, want := total(c.opsOurs), 13; got != want {
		t.Errorf("our ops: got %d, want %d (%v)", got, want, c.opsOurs)
	}
	if c.opsPeer["func.call"] != 1 || c.opsPeer["func.return"] != 3 || c.opsPeer["scf.yield"] != 1 {
		t.Errorf("peer ops: %v", c.opsPeer)
	}
	if names := c.opNames(); names[0] != "arith.constant" || len(names) != 8 {
		t.Errorf("opNames: %v", names)
	}
}

func TestSplitFunctionsRenamesInOrder(t *testing.T) {
	fs := splitFunctions(peerOut)
	if len(fs) != 3 {
		t.Fatalf("got %d functions", len(fs))
	}
	got := strings.Join(fs[0].lines, "\n")
	want := strings.Join([]string{
		"func.func @f0(%v0: i32) -> i32 {",
		"%v1 = arith.constant 3 : i32",
		"%v2 = arith.addi %v0, %v1 : i32",
		"%v3:2 = call @g(%v2) : (i32) -> (i32, i32)",
		"return %v3#1 : i32",
		"}",
	}, "\n")
	if got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
	if strings.Join(fs[2].lines, "\n") == "" || fs[2].ops["scf.for"] != 1 {
		t.Errorf("f2: %+v", fs[2])
	}
}

func TestFirstDiff(t *testing.T) {
	if got := firstDiff("a\nb\nc", "a\nx\nc"); got != `line 2: "b" vs "x"` {
		t.Errorf("got %s", got)
	}
	if got := firstDiff("a\n", "a\nb"); got != `line 2: "" vs "b"` {
		t.Errorf("got %s", got)
	}
}
