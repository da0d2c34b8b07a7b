package arith

import (
	"math"

	"github.com/strata-ir/strata/interp"
	"github.com/strata-ir/strata/ir"
)

// ExecExtension attaches the engine's executors (package interp) to the
// arith ops.
func ExecExtension() ir.Extension {
	return ir.Extension{Name: "arith-exec", Dialects: []string{"arith"}, Apply: func(ctx *ir.Context) error {
		return interp.Attach(ctx, execModels())
	}}
}

func execIntBin(op interp.IntOp) interp.Executable {
	return interp.ExecFunc(func(o *ir.Operation, c *interp.Compiler) error {
		ti, err := c.Info(o.Result(0).Type())
		if err != nil {
			return err
		}
		if !ti.Scalar() {
			return c.Errorf("vector operands are not supported by the engine yet")
		}
		c.IntBinary(op, ti.Bits, c.Slot(o.Result(0)), c.Slot(o.Operand(0)), c.Slot(o.Operand(1)))
		return nil
	})
}

func execFloatBin(op interp.FloatOp) interp.Executable {
	return interp.ExecFunc(func(o *ir.Operation, c *interp.Compiler) error {
		ti, err := c.Info(o.Result(0).Type())
		if err != nil {
			return err
		}
		if !ti.Scalar() {
			return c.Errorf("vector operands are not supported by the engine yet")
		}
		c.FloatBinary(op, ti.Bits, c.Slot(o.Result(0)), c.Slot(o.Operand(0)), c.Slot(o.Operand(1)))
		return nil
	})
}

func execCast(op interp.CastOp) interp.Executable {
	return interp.ExecFunc(func(o *ir.Operation, c *interp.Compiler) error {
		from, err := c.Info(o.Operand(0).Type())
		if err != nil {
			return err
		}
		to, err := c.Info(o.Result(0).Type())
		if err != nil {
			return err
		}
		c.Cast(op, from.Bits, to.Bits, c.Slot(o.Result(0)), c.Slot(o.Operand(0)))
		return nil
	})
}

func execPredicate(o *ir.Operation) int64 {
	a, _ := o.Attr("predicate").(ir.IntegerAttr)
	return a.Int64()
}

func execModels() map[string]interp.Executable {
	m := map[string]interp.Executable{
		"arith.addi":         execIntBin(interp.Add),
		"arith.subi":         execIntBin(interp.Sub),
		"arith.muli":         execIntBin(interp.Mul),
		"arith.divsi":        execIntBin(interp.SDiv),
		"arith.divui":        execIntBin(interp.UDiv),
		"arith.remsi":        execIntBin(interp.SRem),
		"arith.remui":        execIntBin(interp.URem),
		"arith.andi":         execIntBin(interp.And),
		"arith.ori":          execIntBin(interp.Or),
		"arith.xori":         execIntBin(interp.Xor),
		"arith.shli":         execIntBin(interp.Shl),
		"arith.shrui":        execIntBin(interp.LShr),
		"arith.shrsi":        execIntBin(interp.AShr),
		"arith.maxsi":        execIntBin(interp.SMax),
		"arith.minsi":        execIntBin(interp.SMin),
		"arith.maxui":        execIntBin(interp.UMax),
		"arith.minui":        execIntBin(interp.UMin),
		"arith.addf":         execFloatBin(interp.FAdd),
		"arith.subf":         execFloatBin(interp.FSub),
		"arith.mulf":         execFloatBin(interp.FMul),
		"arith.divf":         execFloatBin(interp.FDiv),
		"arith.remf":         execFloatBin(interp.FRem),
		"arith.maxf":         execFloatBin(interp.FMaximum),
		"arith.minf":         execFloatBin(interp.FMinimum),
		"arith.extsi":        execCast(interp.SExt),
		"arith.extui":        execCast(interp.ZExt),
		"arith.trunci":       execCast(interp.Trunc),
		"arith.sitofp":       execCast(interp.SIToFP),
		"arith.uitofp":       execCast(interp.UIToFP),
		"arith.fptosi":       execCast(interp.FPToSI),
		"arith.fptoui":       execCast(interp.FPToUI),
		"arith.extf":         execCast(interp.FPExt),
		"arith.truncf":       execCast(interp.FPTrunc),
		"arith.bitcast":      execCast(interp.Bitcast),
		"arith.index_castui": execCast(interp.ZExt),
	}
	m["arith.index_cast"] = interp.ExecFunc(func(o *ir.Operation, c *interp.Compiler) error {
		from, err := c.Info(o.Operand(0).Type())
		if err != nil {
			return err
		}
		to, err := c.Info(o.Result(0).Type())
		if err != nil {
			return err
		}
		op := interp.SExt
		if to.Bits < from.Bits {
			op = interp.Trunc
		}
		c.Cast(op, from.Bits, to.Bits, c.Slot(o.Result(0)), c.Slot(o.Operand(0)))
		return nil
	})
	m["arith.constant"] = interp.ExecFunc(func(o *ir.Operation, c *interp.Compiler) error {
		switch a := o.Attr("value").(type) {
		case ir.IntegerAttr:
			ti, err := c.Info(o.Result(0).Type())
			if err != nil {
				return err
			}
			c.SetConst(o.Result(0), a.Uint64()&ti.Mask())
		case ir.FloatAttr:
			ti, err := c.Info(o.Result(0).Type())
			if err != nil {
				return err
			}
			if ti.Class == interp.F32 {
				c.SetConst(o.Result(0), uint64(math.Float32bits(float32(a.Value()))))
			} else {
				c.SetConst(o.Result(0), math.Float64bits(a.Value()))
			}
		default:
			return c.Errorf("constant of this kind is not supported by the engine yet")
		}
		return nil
	})
	m["arith.cmpi"] = interp.ExecFunc(func(o *ir.Operation, c *interp.Compiler) error {
		ti, err := c.Info(o.Operand(0).Type())
		if err != nil {
			return err
		}
		c.ICmp(interp.Pred(execPredicate(o)), ti.Bits, c.Slot(o.Result(0)), c.Slot(o.Operand(0)), c.Slot(o.Operand(1)))
		return nil
	})
	m["arith.cmpf"] = interp.ExecFunc(func(o *ir.Operation, c *interp.Compiler) error {
		ti, err := c.Info(o.Operand(0).Type())
		if err != nil {
			return err
		}
		c.FCmp(interp.FPred(execPredicate(o)), ti.Bits, c.Slot(o.Result(0)), c.Slot(o.Operand(0)), c.Slot(o.Operand(1)))
		return nil
	})
	m["arith.select"] = interp.ExecFunc(func(o *ir.Operation, c *interp.Compiler) error {
		c.Select(c.Slot(o.Result(0)), c.Slot(o.Operand(0)), c.Slot(o.Operand(1)), c.Slot(o.Operand(2)))
		return nil
	})
	m["arith.negf"] = interp.ExecFunc(func(o *ir.Operation, c *interp.Compiler) error {
		ti, err := c.Info(o.Result(0).Type())
		if err != nil {
			return err
		}
		c.FNeg(ti.Bits, c.Slot(o.Result(0)), c.Slot(o.Operand(0)))
		return nil
	})
	return m
}
