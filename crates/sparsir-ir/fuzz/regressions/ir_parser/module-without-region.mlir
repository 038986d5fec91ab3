"builtin.module"(): () -> ()

