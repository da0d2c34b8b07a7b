package gpu

// AddFlops adds the flops of one of the kernel's threads: the engine
// thread tells its observer of them when its work ends
// (interp.FlopObserver), so that EndKernel has the kernel's exact count
// for the roofline, whichever threads ran it and whatever ran beside it.
func (k *kernelObs) AddFlops(n uint64) { k.flops.Add(n) }
