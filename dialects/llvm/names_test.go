package llvm_test

import (
	"go/ast"
	"go/parser"
	"go/token"
	"strconv"
	"strings"
	"testing"

	"github.com/strata-ir/strata/dialects/llvm"
)

// TestEveryOpHasANameConstant keeps the XxxOpName constants complete: code
// outside the dialect names llvm ops only through them (lowering/names_test.go
// checks that), so an op without one would force a literal.
func TestEveryOpHasANameConstant(t *testing.T) {
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "ops.go", nil, 0)
	if err != nil {
		t.Fatal(err)
	}
	declared := map[string]bool{}
	for _, d := range f.Decls {
		gd, ok := d.(*ast.GenDecl)
		if !ok || gd.Tok != token.CONST {
			continue
		}
		for _, s := range gd.Specs {
			vs := s.(*ast.ValueSpec)
			for i, n := range vs.Names {
				if !strings.HasSuffix(n.Name, "OpName") || i >= len(vs.Values) {
					continue
				}
				if lit, ok := vs.Values[i].(*ast.BasicLit); ok {
					v, _ := strconv.Unquote(lit.Value)
					declared[v] = true
				}
			}
		}
	}
	for _, d := range llvm.Dialect().Ops {
		if !declared[d.Name] {
			t.Errorf("op %s has no XxxOpName constant in ops.go", d.Name)
		}
	}
}
