package funcs

import (
	"github.com/strata-ir/strata/interp"
	"github.com/strata-ir/strata/ir"
)

// ExecExtension attaches the engine's executors (package interp) to the
// func ops.
func ExecExtension() ir.Extension {
	return ir.Extension{Name: "func-exec", Dialects: []string{"func"}, Apply: func(ctx *ir.Context) error {
		if err := interp.AttachDefiners(ctx, map[string]interp.Definer{
			FuncOpName: interp.DefineFunc(func(op *ir.Operation, l *interp.Loader) error {
				return interp.DefineFunction(op, l, nil)
			}),
		}); err != nil {
			return err
		}
		return interp.Attach(ctx, map[string]interp.Executable{
			ReturnOpName: interp.ExecFunc(func(op *ir.Operation, c *interp.Compiler) error {
				switch op.NumOperands() {
				case 0:
					c.Return(-1)
				case 1:
					c.Return(c.Slot(op.Operand(0)))
				default:
					return c.Errorf("functions with several results are not supported by the engine yet")
				}
				return nil
			}),
			CallOpName: interp.ExecFunc(func(op *ir.Operation, c *interp.Compiler) error {
				ref, _ := op.Attr("callee").(ir.SymbolRefAttr)
				f, err := c.Callee(ref.Root())
				if err != nil {
					return err
				}
				res := int32(-1)
				if op.NumResults() > 1 {
					return c.Errorf("calls with several results are not supported by the engine yet")
				} else if op.NumResults() == 1 {
					res = c.Slot(op.Result(0))
				}
				c.Call(f, c.Slots(op.Operands()), res)
				return nil
			}),
			CallIndirectOpName: interp.ExecFunc(func(op *ir.Operation, c *interp.Compiler) error {
				res := int32(-1)
				if op.NumResults() > 1 {
					return c.Errorf("calls with several results are not supported by the engine yet")
				} else if op.NumResults() == 1 {
					res = c.Slot(op.Result(0))
				}
				c.CallIndirect(c.Slot(op.Operand(0)), c.Slots(op.Operands()[1:]), res)
				return nil
			}),
			ConstantOpName: interp.ExecFunc(func(op *ir.Operation, c *interp.Compiler) error {
				ref, _ := op.Attr("value").(ir.SymbolRefAttr)
				a, err := c.GlobalAddr(ref.Root())
				if err != nil {
					return err
				}
				c.SetConst(op.Result(0), a)
				return nil
			}),
		})
	}}
}
