package cf

import (
	"github.com/strata-ir/strata/interp"
	"github.com/strata-ir/strata/ir"
)

// ExecExtension attaches the engine's executors (package interp) to the cf
// ops.
func ExecExtension() ir.Extension {
	return ir.Extension{Name: "cf-exec", Dialects: []string{"cf"}, Apply: func(ctx *ir.Context) error {
		return interp.Attach(ctx, map[string]interp.Executable{
			BranchOpName:     interp.ExecFunc(interp.CompileBranch),
			CondBranchOpName: interp.ExecFunc(interp.CompileBranch),
			SwitchOpName:     interp.ExecFunc(interp.CompileBranch),
			AssertOpName: interp.ExecFunc(func(op *ir.Operation, c *interp.Compiler) error {
				msg, _ := op.Attr("msg").(ir.StringAttr)
				ok, fail := c.NewLabel(), c.NewLabel()
				c.BranchIf(c.Slot(op.Operand(0)), ok, fail)
				c.Bind(fail)
				c.EmitTrap("assertion failed: %s", msg.Value)
				c.Bind(ok)
				return nil
			}),
		})
	}}
}
