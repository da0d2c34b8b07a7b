package cf_test

import (
	"testing"

	"github.com/strata-ir/strata/dialects/all/dialecttest"
	"github.com/strata-ir/strata/dialects/builtin"
	"github.com/strata-ir/strata/dialects/cf"
	"github.com/strata-ir/strata/dialects/funcs"
	"github.com/strata-ir/strata/ir"
)

func TestAccessors(t *testing.T) {
	m := dialecttest.ParseVerified(t, "cf.mlir", `
func.func @f(%x: i32, %c: i1, %v: f32) {
  cf.cond_br %c, ^a(%x : i32), ^b
^a(%y: i32):
  cf.switch %y : i32, [default: ^b, 5: ^c(%v, %x : f32, i32), -2: ^b]
^b:
  cf.assert %c, "checked"
  cf.br ^c(%v, %x : f32, i32)
^c(%w: f32, %z: i32):
  return
}`)
	mod, _ := builtin.AsModule(m)
	fn, _ := funcs.AsFunc(mod.Lookup("f"))
	blocks := fn.Body().Blocks()
	args := blocks[0].Arguments()

	cb, ok := cf.AsCondBranch(blocks[0].Last())
	if !ok || cb.Condition() != args[1] || cb.TrueDest() != blocks[1] || cb.FalseDest() != blocks[2] ||
		len(cb.TrueOperands()) != 1 || len(cb.FalseOperands()) != 0 {
		t.Fatal("cond_br")
	}
	sw, ok := cf.AsSwitch(blocks[1].Last())
	if !ok || sw.Flag() != blocks[1].Argument(0) || sw.DefaultDest() != blocks[2] || sw.NumCases() != 2 {
		t.Fatal("switch")
	}
	if sw.CaseValue(0).Int64() != 5 || sw.CaseValue(1).Int64() != -2 || sw.CaseValue(2) != nil {
		t.Fatal("case values")
	}
	if ops := sw.CaseOperands(0); len(ops) != 2 || ops[0] != args[2] || ops[1] != args[0] || len(sw.CaseOperands(1)) != 0 {
		t.Fatal("case operands")
	}
	as, ok := cf.AsAssert(blocks[2].First())
	if !ok || as.Arg() != args[1] || as.Msg() != "checked" {
		t.Fatal("assert")
	}
	br, ok := cf.AsBranch(blocks[2].Last())
	if !ok || br.Dest() != blocks[3] || len(br.DestOperands()) != 2 {
		t.Fatal("br")
	}
	if _, ok := cf.AsBranch(blocks[2].First()); ok {
		t.Fatal("assert read as br")
	}
	if _, ok := cf.AsBranch(nil); ok {
		t.Fatal("nil read as br")
	}
}

// TestSwitchPrintsMalformedSafely prints a switch whose operand groups do
// not add up: the custom printer must not panic on IR that fails to verify.
func TestSwitchPrintsMalformedSafely(t *testing.T) {
	m := dialecttest.ParseVerified(t, "cf.mlir", `
func.func @f(%x: i32) {
  cf.switch %x : i32, [default: ^b, 1: ^b]
^b:
  return
}`)
	mod, _ := builtin.AsModule(m)
	fn, _ := funcs.AsFunc(mod.Lookup("f"))
	sw := fn.Entry().Last()
	sw.RemoveAttr(cf.CaseOperandSegmentsAttr)
	if ir.Verify(m) == nil {
		t.Fatal("verified")
	}
	_ = dialecttest.Print(t, m, false)
}
