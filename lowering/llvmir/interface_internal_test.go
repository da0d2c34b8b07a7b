package llvmir

import (
	"testing"

	"github.com/strata-ir/strata/dialects/all"
	"github.com/strata-ir/strata/ir"
)

// Every op of the llvm dialect is translatable, in a body or as a symbol,
// once the extension is applied.
func TestEveryLLVMOpHasAModel(t *testing.T) {
	ctx := all.NewContext()
	if err := ir.ApplyExtensions(ctx, Extension()); err != nil {
		t.Fatal(err)
	}
	for _, def := range ctx.Dialect("llvm").Ops {
		_, body := ir.OpInterface[OpTranslator](ctx, def.Name)
		_, symbol := ir.OpInterface[symbolTranslator](ctx, def.Name)
		if !body && !symbol {
			t.Errorf("%s has no translation", def.Name)
		}
	}
}
