export declare function copyProject(root: string, prefix: string): string
