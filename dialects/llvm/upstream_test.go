package llvm_test

import (
	"testing"

	"github.com/strata-ir/strata/dialects/all/dialecttest"
)

// TestUpstreamSpellings checks that each spelling of MLIR 17 and later
// that strata reads means what its MLIR 16 spelling means: both print the
// same, in MLIR 16's form (docs/llvm-upstream-syntax.md).
func TestUpstreamSpellings(t *testing.T) {
	const decls = "llvm.func @printf(!llvm.ptr, ...) -> i32\nllvm.func @g(i32) -> i32\n"
	cases := []struct{ name, upstream, mlir16 string }{
		{"vararg direct",
			"llvm.func @f(%s: !llvm.ptr, %x: i64) -> i32 {\n  %0 = llvm.call @printf(%s, %x) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64) -> i32\n  llvm.return %0 : i32\n}",
			"llvm.func @f(%s: !llvm.ptr, %x: i64) -> i32 {\n  %0 = llvm.call @printf(%s, %x) : (!llvm.ptr, i64) -> i32\n  llvm.return %0 : i32\n}"},
		{"vararg direct with attributes",
			"llvm.func @f(%s: !llvm.ptr) -> i32 {\n  %0 = llvm.call @printf(%s) vararg(!llvm.func<i32 (ptr, ...)>) {tag} : (!llvm.ptr) -> i32\n  llvm.return %0 : i32\n}",
			"llvm.func @f(%s: !llvm.ptr) -> i32 {\n  %0 = llvm.call @printf(%s) {tag} : (!llvm.ptr) -> i32\n  llvm.return %0 : i32\n}"},
		// MLIR 16 cannot say that an indirect call is variadic but keeps
		// the attribute MLIR 17 gives it.
		{"vararg indirect",
			"llvm.func @f(%fp: !llvm.ptr, %x: i64) {\n  llvm.call %fp(%x) vararg(!llvm.func<void (i64, ...)>) : !llvm.ptr, (i64) -> ()\n  llvm.return\n}",
			"llvm.func @f(%fp: !llvm.ptr, %x: i64) {\n  llvm.call %fp(%x) {var_callee_type = !llvm.func<void (i64, ...)>} : (i64) -> ()\n  llvm.return\n}"},
		{"ccc",
			"llvm.func @f(%a: i32) -> i32 {\n  %0 = llvm.call ccc @g(%a) : (i32) -> i32\n  llvm.return %0 : i32\n}",
			"llvm.func @f(%a: i32) -> i32 {\n  %0 = llvm.call @g(%a) : (i32) -> i32\n  llvm.return %0 : i32\n}"},
		{"tail",
			"llvm.func @f(%a: i32) -> i32 {\n  %0 = llvm.call ccc tail @g(%a) : (i32) -> i32\n  llvm.return %0 : i32\n}",
			"llvm.func @f(%a: i32) -> i32 {\n  %0 = llvm.call @g(%a) : (i32) -> i32\n  llvm.return %0 : i32\n}"},
	}
	var printed []string
	for _, c := range cases {
		up := dialecttest.Print(t, dialecttest.ParseVerified(t, c.name+" (upstream)", decls+c.upstream), false)
		old := dialecttest.Print(t, dialecttest.ParseVerified(t, c.name+" (MLIR 16)", decls+c.mlir16), false)
		if up != old {
			t.Errorf("%s: the upstream spelling prints differently from MLIR 16's:\n%s", c.name, dialecttest.Diff(old, up))
		}
		printed = append(printed, up)
	}
	if !dialecttest.HaveMLIROpt() {
		return
	}
	// mlir-opt-16 reads what strata prints; the indirect call goes in
	// generic form, since MLIR 16's custom indirect call reads its callee
	// as a typed pointer.
	if _, err := dialecttest.RunMLIROptBatch(append(printed[:2:2], printed[3:]...)); err != nil {
		t.Errorf("mlir-opt-16 rejects strata's print of an upstream spelling: %v", err)
	}
	generic := dialecttest.Print(t, dialecttest.ParseVerified(t, "vararg indirect", decls+cases[2].upstream), true)
	if _, err := dialecttest.RunMLIROptBatch([]string{generic}); err != nil {
		t.Errorf("mlir-opt-16 rejects strata's generic print of an indirect vararg call: %v", err)
	}
}
