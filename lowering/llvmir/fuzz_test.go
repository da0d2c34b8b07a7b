package llvmir_test

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/strata-ir/strata/dialects/all"
	"github.com/strata-ir/strata/dialects/builtin"
	"github.com/strata-ir/strata/ir"
	"github.com/strata-ir/strata/lowering/llvmir"
)

// FuzzTranslate checks that any module the parser and verifier accept is
// translated or rejected with an error, never with a panic. The seeds are
// the testdata programs and small modules at the edges of what the
// translation handles.
func FuzzTranslate(f *testing.F) {
	files, _ := filepath.Glob("testdata/*.mlir")
	for _, file := range files {
		if src, err := os.ReadFile(file); err == nil {
			f.Add(string(src))
		}
	}
	for _, seed := range []string{
		"llvm.func @f()",
		"llvm.func @f(%a: i32) -> i32 {\n  llvm.return %a : i32\n}",
		"llvm.mlir.global internal @g() : i32 {\n  %0 = llvm.mlir.constant(1 : i32) : i32\n  llvm.return %0 : i32\n}",
		"llvm.mlir.global external @s(\"ab\") : !llvm.array<3 x i8>",
		"llvm.func @f(%c: i1) {\n  llvm.cond_br %c, ^a(%c : i1), ^a(%c : i1)\n^a(%x: i1):\n  llvm.return\n}",
		"llvm.func @f() {\n  \"x.y\"() : () -> ()\n  llvm.return\n}",
	} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, src string) {
		ctx := all.NewContext()
		ctx.SetAllowUnregisteredDialects(true)
		m, err := builtin.ParseModule(ctx, "fuzz.mlir", []byte(src))
		if err != nil || ir.Verify(m) != nil {
			return
		}
		mod, err := llvmir.Translate(m)
		if err == nil && mod == nil {
			t.Fatal("no module and no error")
		}
	})
}
