package ir_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/strata-ir/strata/dialects/all"
	"github.com/strata-ir/strata/dialects/builtin"
	"github.com/strata-ir/strata/ir"
)

// VerifyWith must give exactly what Verify gives, whatever the number of
// threads and wherever the first problem is.
func TestVerifyWithMatchesVerify(t *testing.T) {
	fn := func(i int, body string) string {
		return fmt.Sprintf("func.func @f%d(%%a: i32) -> i32 {\n%s  return %%a : i32\n}\n", i, body)
	}
	var ok strings.Builder
	for i := range 40 {
		ok.WriteString(fn(i, "  %x = arith.addi %a, %a : i32\n"))
	}
	// Two broken functions: the first one in order must be reported.
	broken := strings.Replace(ok.String(), "func.func @f30(%a: i32) -> i32 {\n  %x = arith.addi %a, %a : i32\n",
		"func.func @f30(%a: i32) -> i32 {\n  %x = \"arith.addi\"(%a, %a) : (i32, i32) -> i64\n", 1)
	broken = strings.Replace(broken, "func.func @f7(%a: i32) -> i32 {\n  %x = arith.addi %a, %a : i32\n",
		"func.func @f7(%a: i32) -> i32 {\n  %x = arith.addi %a, %y : i32\n  %y = arith.addi %a, %a : i32\n", 1)
	// A call whose callee is missing: a problem only the module sees.
	badCall := ok.String() + "func.func @g() {\n  func.call @nowhere() : () -> ()\n  return\n}\n"
	for name, src := range map[string]string{"valid": ok.String(), "broken functions": broken, "bad call": badCall} {
		t.Run(name, func(t *testing.T) {
			ctx := all.NewContext()
			m, err := builtin.ParseModuleWith(ctx, []byte(src), ir.ParseOptions{Filename: "v.mlir", Threads: 1})
			if err != nil {
				t.Fatalf("does not parse: %v", err)
			}
			want := fmt.Sprint(ir.Verify(m))
			for _, threads := range []int{0, 1, 2, 8} {
				if got := fmt.Sprint(ir.VerifyWith(m, ir.VerifyOptions{Threads: threads})); got != want {
					t.Errorf("threads %d: got %s, want %s", threads, got, want)
				}
			}
			if name != "valid" && want == "<nil>" {
				t.Errorf("the broken module verifies")
			}
		})
	}
}
