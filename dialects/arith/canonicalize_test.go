package arith_test

import (
	"strings"
	"testing"

	"github.com/strata-ir/strata/dialects/all/dialecttest"
)

func TestArithPatterns(t *testing.T) {
	cases := []dialecttest.PatternCase{
		{Name: "AddIAddConstant", Pattern: "AddIAddConstant", Src: `
func.func @f(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %a = arith.addi %x, %c1 : i32
  %b = arith.addi %a, %c2 : i32
  return %b : i32
}`, Want: dialecttest.TrimLines(`
%c1_i32 = arith.constant 1 : i32
%c2_i32 = arith.constant 2 : i32
%0 = arith.addi %arg0, %c1_i32 : i32
%c3_i32 = arith.constant 3 : i32
%1 = arith.addi %arg0, %c3_i32 : i32
return %1 : i32`)},
		{Name: "AddIAddConstant wraps", Pattern: "AddIAddConstant", Src: `
func.func @f(%x: i8) -> i8 {
  %c1 = arith.constant 100 : i8
  %a = arith.addi %x, %c1 : i8
  %b = arith.addi %a, %c1 : i8
  return %b : i8
}`, Want: dialecttest.TrimLines(`
%c100_i8 = arith.constant 100 : i8
%0 = arith.addi %arg0, %c100_i8 : i8
%c-56_i8 = arith.constant -56 : i8
%1 = arith.addi %arg0, %c-56_i8 : i8
return %1 : i8`)},
		{Name: "AddIAddConstant needs constants", Pattern: "AddIAddConstant", Src: `
func.func @f(%x: i32, %y: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %a = arith.addi %x, %y : i32
  %b = arith.addi %a, %c1 : i32
  return %b : i32
}`, Want: ""},
		{Name: "AddISubConstantRHS", Pattern: "AddISubConstantRHS", Src: `
func.func @f(%x: index) -> index {
  %c7 = arith.constant 7 : index
  %c2 = arith.constant 2 : index
  %a = arith.subi %x, %c7 : index
  %b = arith.addi %a, %c2 : index
  return %b : index
}`, Want: dialecttest.TrimLines(`
%c7 = arith.constant 7 : index
%c2 = arith.constant 2 : index
%0 = arith.subi %arg0, %c7 : index
%c-5 = arith.constant -5 : index
%1 = arith.addi %arg0, %c-5 : index
return %1 : index`)},
		{Name: "AddISubConstantLHS", Pattern: "AddISubConstantLHS", Src: `
func.func @f(%x: i32) -> i32 {
  %c7 = arith.constant 7 : i32
  %c2 = arith.constant 2 : i32
  %a = arith.subi %c7, %x : i32
  %b = arith.addi %a, %c2 : i32
  return %b : i32
}`, Want: dialecttest.TrimLines(`
%c7_i32 = arith.constant 7 : i32
%c2_i32 = arith.constant 2 : i32
%0 = arith.subi %c7_i32, %arg0 : i32
%c9_i32 = arith.constant 9 : i32
%1 = arith.subi %c9_i32, %arg0 : i32
return %1 : i32`)},
		{Name: "SubIRHSAddConstant", Pattern: "SubIRHSAddConstant", Src: `
func.func @f(%x: i32) -> i32 {
  %c7 = arith.constant 7 : i32
  %c2 = arith.constant 2 : i32
  %a = arith.addi %x, %c7 : i32
  %b = arith.subi %a, %c2 : i32
  return %b : i32
}`, Want: dialecttest.TrimLines(`
%c7_i32 = arith.constant 7 : i32
%c2_i32 = arith.constant 2 : i32
%0 = arith.addi %arg0, %c7_i32 : i32
%c5_i32 = arith.constant 5 : i32
%1 = arith.addi %arg0, %c5_i32 : i32
return %1 : i32`)},
		{Name: "SubILHSAddConstant", Pattern: "SubILHSAddConstant", Src: `
func.func @f(%x: i32) -> i32 {
  %c7 = arith.constant 7 : i32
  %c2 = arith.constant 2 : i32
  %a = arith.addi %x, %c7 : i32
  %b = arith.subi %c2, %a : i32
  return %b : i32
}`, Want: dialecttest.TrimLines(`
%c7_i32 = arith.constant 7 : i32
%c2_i32 = arith.constant 2 : i32
%0 = arith.addi %arg0, %c7_i32 : i32
%c-5_i32 = arith.constant -5 : i32
%1 = arith.subi %c-5_i32, %arg0 : i32
return %1 : i32`)},
		{Name: "SubIRHSSubConstantRHS", Pattern: "SubIRHSSubConstantRHS", Src: `
func.func @f(%x: i32) -> i32 {
  %c7 = arith.constant 7 : i32
  %c2 = arith.constant 2 : i32
  %a = arith.subi %x, %c7 : i32
  %b = arith.subi %a, %c2 : i32
  return %b : i32
}`, Want: dialecttest.TrimLines(`
%c7_i32 = arith.constant 7 : i32
%c2_i32 = arith.constant 2 : i32
%0 = arith.subi %arg0, %c7_i32 : i32
%c9_i32 = arith.constant 9 : i32
%1 = arith.subi %arg0, %c9_i32 : i32
return %1 : i32`)},
		{Name: "SubIRHSSubConstantLHS", Pattern: "SubIRHSSubConstantLHS", Src: `
func.func @f(%x: i32) -> i32 {
  %c7 = arith.constant 7 : i32
  %c2 = arith.constant 2 : i32
  %a = arith.subi %c7, %x : i32
  %b = arith.subi %a, %c2 : i32
  return %b : i32
}`, Want: dialecttest.TrimLines(`
%c7_i32 = arith.constant 7 : i32
%c2_i32 = arith.constant 2 : i32
%0 = arith.subi %c7_i32, %arg0 : i32
%c5_i32 = arith.constant 5 : i32
%1 = arith.subi %c5_i32, %arg0 : i32
return %1 : i32`)},
		{Name: "SubILHSSubConstantRHS", Pattern: "SubILHSSubConstantRHS", Src: `
func.func @f(%x: i32) -> i32 {
  %c7 = arith.constant 7 : i32
  %c2 = arith.constant 2 : i32
  %a = arith.subi %x, %c7 : i32
  %b = arith.subi %c2, %a : i32
  return %b : i32
}`, Want: dialecttest.TrimLines(`
%c7_i32 = arith.constant 7 : i32
%c2_i32 = arith.constant 2 : i32
%0 = arith.subi %arg0, %c7_i32 : i32
%c9_i32 = arith.constant 9 : i32
%1 = arith.subi %c9_i32, %arg0 : i32
return %1 : i32`)},
		{Name: "SubILHSSubConstantLHS", Pattern: "SubILHSSubConstantLHS", Src: `
func.func @f(%x: i32) -> i32 {
  %c7 = arith.constant 7 : i32
  %c2 = arith.constant 2 : i32
  %a = arith.subi %c7, %x : i32
  %b = arith.subi %c2, %a : i32
  return %b : i32
}`, Want: dialecttest.TrimLines(`
%c7_i32 = arith.constant 7 : i32
%c2_i32 = arith.constant 2 : i32
%0 = arith.subi %c7_i32, %arg0 : i32
%c-5_i32 = arith.constant -5 : i32
%1 = arith.addi %arg0, %c-5_i32 : i32
return %1 : i32`)},
		{Name: "SubISubILHSRHSLHS", Pattern: "SubISubILHSRHSLHS", Src: `
func.func @f(%x: i32, %y: i32) -> i32 {
  %a = arith.subi %x, %y : i32
  %b = arith.subi %a, %x : i32
  return %b : i32
}`, Want: dialecttest.TrimLines(`
%0 = arith.subi %arg0, %arg1 : i32
%c0_i32 = arith.constant 0 : i32
%1 = arith.subi %c0_i32, %arg1 : i32
return %1 : i32`)},
		{Name: "XOrINotCmpI", Pattern: "XOrINotCmpI", Src: `
func.func @f(%x: i32, %y: i32) -> i1 {
  %true = arith.constant true
  %a = arith.cmpi slt, %x, %y : i32
  %b = arith.xori %a, %true : i1
  return %b : i1
}`, Want: dialecttest.TrimLines(`
%true = arith.constant true
%0 = arith.cmpi slt, %arg0, %arg1 : i32
%1 = arith.cmpi sge, %arg0, %arg1 : i32
return %1 : i1`)},
		{Name: "XOrINotCmpI needs true", Pattern: "XOrINotCmpI", Src: `
func.func @f(%x: i32, %y: i32, %c: i1) -> i1 {
  %a = arith.cmpi slt, %x, %y : i32
  %b = arith.xori %a, %c : i1
  return %b : i1
}`, Want: ""},
		{Name: "XOrIOfExtUI", Pattern: "XOrIOfExtUI", Src: `
func.func @f(%x: i8, %y: i8) -> i32 {
  %a = arith.extui %x : i8 to i32
  %b = arith.extui %y : i8 to i32
  %c = arith.xori %a, %b : i32
  return %c : i32
}`, Want: dialecttest.TrimLines(`
%0 = arith.extui %arg0 : i8 to i32
%1 = arith.extui %arg1 : i8 to i32
%2 = arith.xori %arg0, %arg1 : i8
%3 = arith.extui %2 : i8 to i32
return %3 : i32`)},
		{Name: "AndOfExtSI mixed widths", Pattern: "AndOfExtSI", Src: `
func.func @f(%x: i8, %y: i16) -> i32 {
  %a = arith.extsi %x : i8 to i32
  %b = arith.extsi %y : i16 to i32
  %c = arith.andi %a, %b : i32
  return %c : i32
}`, Want: ""},
		{Name: "OrOfExtSI", Pattern: "OrOfExtSI", Src: `
func.func @f(%x: i8, %y: i8) -> i32 {
  %a = arith.extsi %x : i8 to i32
  %b = arith.extsi %y : i8 to i32
  %c = arith.ori %a, %b : i32
  return %c : i32
}`, Want: dialecttest.TrimLines(`
%0 = arith.extsi %arg0 : i8 to i32
%1 = arith.extsi %arg1 : i8 to i32
%2 = arith.ori %arg0, %arg1 : i8
%3 = arith.extsi %2 : i8 to i32
return %3 : i32`)},
		{Name: "CmpIExtUI", Pattern: "CmpIExtUI", Src: `
func.func @f(%x: i8, %y: i8) -> i1 {
  %a = arith.extui %x : i8 to i32
  %b = arith.extui %y : i8 to i32
  %c = arith.cmpi ne, %a, %b : i32
  return %c : i1
}`, Want: dialecttest.TrimLines(`
%0 = arith.extui %arg0 : i8 to i32
%1 = arith.extui %arg1 : i8 to i32
%2 = arith.cmpi ne, %arg0, %arg1 : i8
return %2 : i1`)},
		{Name: "CmpIExtSI only equality", Pattern: "CmpIExtSI", Src: `
func.func @f(%x: i8, %y: i8) -> i1 {
  %a = arith.extsi %x : i8 to i32
  %b = arith.extsi %y : i8 to i32
  %c = arith.cmpi ult, %a, %b : i32
  return %c : i1
}`, Want: ""},
		{Name: "SelectI1Simplify", Pattern: "SelectI1Simplify", Src: `
func.func @f(%c: i1, %a: i1, %b: i1) -> i1 {
  %s = arith.select %c, %a, %b : i1
  return %s : i1
}`, Want: dialecttest.TrimLines(`
%true = arith.constant true
%0 = arith.xori %arg0, %true : i1
%1 = arith.andi %arg0, %arg1 : i1
%2 = arith.andi %0, %arg2 : i1
%3 = arith.ori %1, %2 : i1
return %3 : i1`)},
		{Name: "SelectToExtUI", Pattern: "SelectToExtUI", Src: `
func.func @f(%c: i1) -> i32 {
  %one = arith.constant 1 : i32
  %zero = arith.constant 0 : i32
  %s = arith.select %c, %one, %zero : i32
  return %s : i32
}`, Want: dialecttest.TrimLines(`
%c1_i32 = arith.constant 1 : i32
%c0_i32 = arith.constant 0 : i32
%0 = arith.extui %arg0 : i1 to i32
return %0 : i32`)},
		{Name: "SelectToExtUI inverted", Pattern: "SelectToExtUI", Src: `
func.func @f(%c: i1) -> i32 {
  %one = arith.constant 1 : i32
  %zero = arith.constant 0 : i32
  %s = arith.select %c, %zero, %one : i32
  return %s : i32
}`, Want: dialecttest.TrimLines(`
%c1_i32 = arith.constant 1 : i32
%c0_i32 = arith.constant 0 : i32
%true = arith.constant true
%0 = arith.xori %arg0, %true : i1
%1 = arith.extui %0 : i1 to i32
return %1 : i32`)},
		{Name: "SelectToExtUI not index", Pattern: "SelectToExtUI", Src: `
func.func @f(%c: i1) -> index {
  %one = arith.constant 1 : index
  %zero = arith.constant 0 : index
  %s = arith.select %c, %one, %zero : index
  return %s : index
}`, Want: ""},
		{Name: "IndexCastOfExtSI", Pattern: "IndexCastOfExtSI", Src: `
func.func @f(%x: i8) -> index {
  %a = arith.extsi %x : i8 to i32
  %b = arith.index_cast %a : i32 to index
  return %b : index
}`, Want: dialecttest.TrimLines(`
%0 = arith.extsi %arg0 : i8 to i32
%1 = arith.index_cast %arg0 : i8 to index
return %1 : index`)},
		{Name: "IndexCastUIOfIndexCastUI", Pattern: "IndexCastUIOfIndexCastUI", Src: `
func.func @f(%x: index) -> index {
  %a = arith.index_castui %x : index to i32
  %b = arith.index_castui %a : i32 to index
  return %b : index
}`, Want: dialecttest.TrimLines(`
%0 = arith.index_castui %arg0 : index to i32
return %arg0 : index`)},
		{Name: "ExtSIOfExtUI", Pattern: "ExtSIOfExtUI", Src: `
func.func @f(%x: i8) -> i64 {
  %a = arith.extui %x : i8 to i16
  %b = arith.extsi %a : i16 to i64
  return %b : i64
}`, Want: dialecttest.TrimLines(`
%0 = arith.extui %arg0 : i8 to i16
%1 = arith.extui %arg0 : i8 to i64
return %1 : i64`)},
		{Name: "BitcastOfBitcast", Pattern: "BitcastOfBitcast", Src: `
func.func @f(%x: i32) -> f32 {
  %a = arith.bitcast %x : i32 to f32
  %b = arith.bitcast %a : f32 to f32
  return %b : f32
}`, Want: dialecttest.TrimLines(`
%0 = arith.bitcast %arg0 : i32 to f32
%1 = arith.bitcast %arg0 : i32 to f32
return %1 : f32`)},
	}
	dialecttest.RunPatternCases(t, cases)
}

func TestCmpFIntToFPConst(t *testing.T) {
	src := func(conv, from, pred, c, ft string) string {
		return `
func.func @f(%x: ` + from + `) -> i1 {
  %f = arith.` + conv + ` %x : ` + from + ` to ` + ft + `
  %c = arith.constant ` + c + ` : ` + ft + `
  %r = arith.cmpf ` + pred + `, %f, %c : ` + ft + `
  return %r : i1
}`
	}
	// Only the last two lines of each body matter: the new comparison (or
	// constant) and the return.
	cases := []struct {
		name, conv, from, pred, c, ft string
		want                          string
	}{
		{"exact", "sitofp", "i8", "olt", "3.0", "f32", "%c3_i8 = arith.constant 3 : i8\n%1 = arith.cmpi slt, %arg0, %c3_i8 : i8"},
		{"unsigned", "uitofp", "i8", "oge", "3.0", "f32", "%c3_i8 = arith.constant 3 : i8\n%1 = arith.cmpi uge, %arg0, %c3_i8 : i8"},
		{"fractional lt", "sitofp", "i16", "olt", "4.5", "f32", "%c4_i16 = arith.constant 4 : i16\n%1 = arith.cmpi sle, %arg0, %c4_i16 : i16"},
		{"fractional negative gt", "sitofp", "i16", "ugt", "-4.5", "f32", "%c-4_i16 = arith.constant -4 : i16\n%1 = arith.cmpi sge, %arg0, %c-4_i16 : i16"},
		{"fractional eq", "sitofp", "i16", "oeq", "4.5", "f64", "%false = arith.constant false"},
		{"above range", "sitofp", "i8", "olt", "300.0", "f32", "%true = arith.constant true"},
		{"below unsigned range", "uitofp", "i8", "ogt", "-1.0", "f32", "%true = arith.constant true"},
		{"ord", "sitofp", "i8", "ord", "1.0", "f32", "%true = arith.constant true"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			out, ok := dialecttest.ApplyPattern(t, src(c.conv, c.from, c.pred, c.c, c.ft), "CmpFIntToFPConst")
			if !ok {
				t.Fatal("no match")
			}
			lines := strings.Split(dialecttest.FunctionBody(out), "\n")
			got := strings.Join(lines[2:len(lines)-1], "\n")
			if got != c.want {
				t.Errorf("got:\n%s\nwant:\n%s", got, c.want)
			}
		})
	}
	// i32 does not fit f32's 24-bit significand: 2^25 + 1 rounds, so a
	// comparison with a constant in the rounding range must stay.
	if out, ok := dialecttest.ApplyPattern(t, src("sitofp", "i32", "olt", "33554432.0", "f32"), "CmpFIntToFPConst"); ok {
		t.Errorf("rewrote a comparison the conversion may round:\n%s", out)
	}
}
