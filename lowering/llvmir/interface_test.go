package llvmir_test

import (
	"strings"
	"testing"

	"github.com/strata-ir/strata/dialects/all"
	"github.com/strata-ir/strata/dialects/builtin"
	"github.com/strata-ir/strata/dialects/llvm"
	"github.com/strata-ir/strata/ir"
	"github.com/strata-ir/strata/lowering/llvmir"
)

const unreachableFunc = `llvm.func @f() {
  llvm.unreachable
}`

// A tool may apply the extension up front, even twice; Translate's own
// application then does nothing.
func TestExtensionAppliedUpFront(t *testing.T) {
	ctx := all.NewContext()
	for range 2 {
		if err := ir.ApplyExtensions(ctx, llvmir.Extension()); err != nil {
			t.Fatal(err)
		}
	}
	m, err := builtin.ParseModule(ctx, "test.mlir", []byte(unreachableFunc))
	if err != nil {
		t.Fatal(err)
	}
	mod, err := llvmir.Translate(m)
	if err != nil {
		t.Fatal(err)
	}
	checkContains(t, mod.String(), "define void @f()", "unreachable")
}

// refuse is a model that refuses to translate its op.
type refuse struct{}

func (refuse) TranslateOp(op *ir.Operation, _ *llvmir.FuncBuilder) error {
	return llvmir.Errorf(op, "refused")
}

// A model attached before the extension replaces the package's.
func TestModelAttachedFirstWins(t *testing.T) {
	ctx := all.NewContext()
	if err := ir.AttachInterface[llvmir.OpTranslator](ctx, llvm.UnreachableOpName, refuse{}); err != nil {
		t.Fatal(err)
	}
	m, err := builtin.ParseModule(ctx, "test.mlir", []byte(unreachableFunc))
	if err != nil {
		t.Fatal(err)
	}
	_, err = llvmir.Translate(m)
	if err == nil || !strings.Contains(err.Error(), "cannot translate 'llvm.unreachable' to LLVM IR: refused") {
		t.Fatalf("got %v, want the attached model's error", err)
	}
}
