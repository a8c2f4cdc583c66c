export declare function copyProject(root: string, prefix: string): string
export declare function copyProjectInto(root: string, target: string): string
