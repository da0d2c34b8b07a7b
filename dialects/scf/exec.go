package scf

import (
	"github.com/strata-ir/strata/interp"
	"github.com/strata-ir/strata/ir"
)

// ExecExtension attaches the engine's executors (package interp) to the
// scf ops: structured control flow becomes jumps, region results and loop
// carried values slot moves.
func ExecExtension() ir.Extension {
	return ir.Extension{Name: "scf-exec", Dialects: []string{"scf"}, Apply: func(ctx *ir.Context) error {
		return interp.Attach(ctx, map[string]interp.Executable{
			ForOpName:           interp.ExecFunc(execFor),
			IfOpName:            interp.ExecFunc(execIf),
			WhileOpName:         interp.ExecFunc(execWhile),
			ExecuteRegionOpName: interp.ExecFunc(execRegion),
			YieldOpName:         interp.ExecFunc(execTerminator),
			ConditionOpName:     interp.ExecFunc(execTerminator),
		})
	}}
}

// execCtx says what the terminator of the region being compiled does.
type execCtx struct {
	term func(op *ir.Operation, c *interp.Compiler) error
}

func execTerminator(op *ir.Operation, c *interp.Compiler) error {
	cs := c.Contexts()
	if len(cs) > 0 {
		if x, ok := cs[len(cs)-1].(*execCtx); ok {
			return x.term(op, c)
		}
	}
	return c.Errorf("'%s' outside of an scf region", op.Name())
}

func execRegionWith(c *interp.Compiler, r *ir.Region, term func(op *ir.Operation, c *interp.Compiler) error) error {
	c.Push(&execCtx{term: term})
	defer c.Pop()
	return c.CompileRegion(r)
}

// yieldTo returns a terminator that moves its operands into dst and jumps.
func yieldTo(dst []int32, l *interp.Label) func(op *ir.Operation, c *interp.Compiler) error {
	return func(op *ir.Operation, c *interp.Compiler) error {
		c.Moves(dst, c.Slots(op.Operands()))
		c.Jump(l)
		return nil
	}
}

func execFor(op *ir.Operation, c *interp.Compiler) error {
	f := ForOp{op}
	ti, err := c.Info(f.InductionVar().Type())
	if err != nil {
		return err
	}
	iv := c.Slot(f.InductionVar())
	iters := c.Slots(f.RegionIterArgs())
	c.Moves(append([]int32{iv}, iters...), c.Slots(append([]*ir.Value{f.LowerBound()}, f.InitArgs()...)))
	cond, body, end := c.NewLabel(), c.NewLabel(), c.NewLabel()
	c.Bind(cond)
	t := c.NewSlot()
	c.ICmp(interp.SLT, ti.Bits, t, iv, c.Slot(f.UpperBound()))
	c.BranchIf(t, body, end)
	c.Bind(body)
	step := c.Slot(f.Step())
	if err := execRegionWith(c, op.Region(0), func(y *ir.Operation, c *interp.Compiler) error {
		c.Moves(iters, c.Slots(y.Operands()))
		c.IntBinary(interp.Add, ti.Bits, iv, iv, step)
		c.Jump(cond)
		return nil
	}); err != nil {
		return err
	}
	c.Bind(end)
	c.Moves(c.Slots(op.Results()), iters)
	return nil
}

func execIf(op *ir.Operation, c *interp.Compiler) error {
	then, els, end := c.NewLabel(), c.NewLabel(), c.NewLabel()
	c.BranchIf(c.Slot(op.Operand(0)), then, els)
	res := c.Slots(op.Results())
	c.Bind(then)
	if err := execRegionWith(c, op.Region(0), yieldTo(res, end)); err != nil {
		return err
	}
	c.Bind(els)
	if err := execRegionWith(c, op.Region(1), yieldTo(res, end)); err != nil {
		return err
	}
	c.Bind(end)
	return nil
}

func execWhile(op *ir.Operation, c *interp.Compiler) error {
	w := WhileOp{op}
	before, after, end := c.NewLabel(), c.NewLabel(), c.NewLabel()
	bargs := c.Slots(w.Before().Arguments())
	aargs := c.Slots(w.After().Arguments())
	res := c.Slots(op.Results())
	c.Moves(bargs, c.Slots(w.Inits()))
	c.Bind(before)
	if err := execRegionWith(c, op.Region(0), func(cond *ir.Operation, c *interp.Compiler) error {
		args := c.Slots(cond.Operands()[1:])
		yes, no := c.NewLabel(), c.NewLabel()
		c.BranchIf(c.Slot(cond.Operand(0)), yes, no)
		c.Bind(yes)
		c.Moves(aargs, args)
		c.Jump(after)
		c.Bind(no)
		c.Moves(res, args)
		c.Jump(end)
		return nil
	}); err != nil {
		return err
	}
	c.Bind(after)
	if err := execRegionWith(c, op.Region(1), yieldTo(bargs, before)); err != nil {
		return err
	}
	c.Bind(end)
	return nil
}

func execRegion(op *ir.Operation, c *interp.Compiler) error {
	end := c.NewLabel()
	if err := execRegionWith(c, op.Region(0), yieldTo(c.Slots(op.Results()), end)); err != nil {
		return err
	}
	c.Bind(end)
	return nil
}
