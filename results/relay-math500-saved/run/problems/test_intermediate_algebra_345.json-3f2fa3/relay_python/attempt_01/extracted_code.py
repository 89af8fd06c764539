def find_a1(a3):
    # We know that a3 = 2016, and for every k, the subsequence a_{2k-1}, a_{2k}, a_{2k+1} is geometric and the subsequence a_{2k}, a_{2k+1}, a_{2k+2} is arithmetic.
    # This means that a_{2k-1}^2 = a_{2k} * a_{2k+1} for every k, and a_{2k} - a_{2k-1} = (a_{2k+1} - a_{2k}) / 2 for every k.
    # Let's denote the common ratio of the geometric subsequence by r1 and the common difference of the arithmetic subsequence by d1. Then we have:
    # a_{2k-1}^2 = a_{2k} * a_{2k+1} => (a_{2k-1} - a_{2k}) / 2 = r1 * (a_{2k} - a_{2k-1})
    # a_{2k} - a_{2k-1} = (a_{2k+1} - a_{2k}) / 2 => d1 = (a_{2k+1} - a_{2k}) / 2
    # We can now use these equations to express a_{2k} in terms of a_{2k-1} and r1:
    # a_{2k} = (a_{2k-1} + d1) * r1 = (a_{2k-1} + (a_{2k+1} - a_{2k}) / 2) * r1
    # Simplifying, we get:
    # a_{2k} = (3/2)a_{2k-1} + d1
    # We can use this equation to express a_{13} in terms of a_2 and r1. Let's denote the common ratio of the geometric subsequence by r1 and the common difference of the arithmetic subsequence by d1.
    # Then we have:
    # a_13 = (3/2)a_{2} + d1
    # Since a_13 = 2016, we can write:
    # 2016 = (3/2)a_{2} + d1
    # We also know that for every k, the subsequence a_{2k-1}, a_{2k}, a_{2k+1} is geometric and the subsequence a_{2k}, a_{2k+1}, a_{2k+2} is arithmetic. This means that a_{2k-1}^2 = a_{2k} * a_{2k+1} for every k, and a_{2k} - a_{2k-1} = (a_{2k+1} - a_{2k}) / 2 for every k.
    # Let's denote the common ratio of the geometric subsequence by r1 and the common difference of the arithmetic subsequence by d1. Then we have:
    # a_{2k-1}^2 = a_{2k} * a_{2k+1} => (a_{2k-1} - a_{2k}) / 2 = r1 * (a_{2k} - a_{2k-1})
    # a_{2k} - a_{2k-1} = (a_{2k+1} - a_{2k}) / 2 => d1 = (a_{2k+1} - a_{2k}) / 2
    # We can now use these equations to express a_{2k} in terms of a_{2k-1} and r1:
    # a_{2k} = (a_{2k-1} + d1) * r1 = (a_{2k-1} + (a_{2k+1} - a_{2k}) / 2) * r1
    # Simplifying, we get:
    # a_{2k} = (3/2)a_{2k-1} + d1
    # We can use this equation to express a_{13} in terms of a_2 and r1. Let's denote the common ratio of the geometric subsequence by r1 and the common difference of the arithmetic subsequence by d1.
    # Then we have:
    # a_13 = (3/2)a_{2} + d1
    # Since a_13 = 2016, we can write:
    # 2016 = (3/2)a_{2} + d1
    # We also know that for every k, the subsequence a_{2k-1}, a_{2k}, a_{2k+1} is geometric and the subsequence a_{2k}, a_{2k+1}, a_{2k+2} is arithmetic. This means that a_{2k-1}^2 = a_{2k} * a_{2k+1} for every k, and a_{2k} - a_{2k-1} = (a_{2k+1} - a_{2k}) / 2 for every k.
    # Let's denote the common ratio of the geometric subsequence by r1 and the common difference of the arithmetic subsequence by d1. Then we have:
    # a_{2k-1}^2 = a_{2k} * a_{2k+1} => (a_{2k-1} - a_{2k}) / 2 = r1 * (a_{2k} - a_{2k-1})
    # a_{2k} - a_{2k-1} = (a_{2k+1} - a_{2k}) / 2 => d1 = (a_{2k+1} - a_{2k}) / 2
    # We can now use these equations to express a_{2k} in terms of a_{2k-1} and r1:
    # a_{2k} = (a_{2k-1} + d1) * r1 = (a_{2k-1} + (a_{2k+1} - a_{2k}) / 2) * r1
    # Simplifying, we get:
    # a_{2k} = (3/2)a_{2k-1} + d1
    # We can use this equation to express a_{13} in terms of a_2 and r1. Let's denote the common ratio of the geometric subsequence by r1 and the common difference of the arithmetic subsequence by d1.
    # Then we have:
    # a_13 = (3/2)a_{2} + d1
    # Since a_13 = 2016, we can write:
    # 2016 = (3/2)a_{2} + d1
    # We also know that for every k, the subsequence a_{2k-1}, a_{2k}, a_{2k+1} is geometric and the subsequence a_{2k}, a_{2k+1}, a_{2k+2} is arithmetic. This means that a_{2k-1}^2 = a_{2k} * a_{2k+1} for every k, and a_{2k} - a_{2k-1} = (a_{2k+1} - a_{2k}) / 2 for every k.
    # Let's denote the common ratio of the geometric subsequence by r1 and the common difference of the arithmetic subsequence by d1. Then we have:
    # a_{2k-1}^2 = a_{2k} * a_{2k+1} => (a_{2k-1} - a_{2k}) / 2 = r1 * (a_{2k} - a_{2k-1})
    # a_{2k} - a_{2k-1} = (a_{2k+1} - a_{2k}) / 2 => d1 = (a_{2k+1} - a_{2k}) / 2
    # We can now use these equations to express a_{2k} in terms of a_{2k-1} and r1:
    # a_{2k} = (a_{2k-1} + d1) * r1 = (a_{2k-1} + (a_{2k+1} - a_{2k}) / 2) * r1
    # Simplifying, we get:
    # a_{2k} = (3/2)a_{2k-1} + d1
    # We can use this equation to express a_{13} in terms of a_2 and r1. Let's denote the common ratio of the geometric subsequence by r1 and the common difference of the arithmetic subsequence by d1.
    # Then we have:
    # a_13 = (3/2)a_{2} + d1
    # Since a_13 = 2016, we can write:
    # 2016 = (3/2)a_{2} + d1
    # We also know that for every k, the subsequence a_{2k-1}, a_{2k}, a_{2k+1} is geometric and the subsequence a_{2k}, a_{2k+1}, a_{2k+2} is arithmetic. This means that a_{2k-1}^2 = a_{2k} * a_{2k+1} for every k, and a_{2k} - a_{2k-1} = (a_{2k+1} - a_{2k}) / 2 for every k.
    # Let's denote the common ratio of the geometric subsequence by r1 and the common difference of the arithmetic subsequence by d1. Then we have:
    # a_{2k-1}^2 = a_{2k} * a_{2k+1} => (a_{2k-1} - a_{2k}) / 2 = r1 * (a_{2k} - a_{2k-1})
    # a_{2k} - a_{2k-1} = (a_{2k+1} - a_{2k}) / 2 => d1 = (a_{2k+1} - a_{2k}) / 2
    # We can now use these equations to express a_{2k} in terms of a_{2k-1} and r1:
    # a_{2k} = (a_{2k-1} + d1) * r1 = (a_{2k-1} + (a_{2k+1} - a_{2k}) / 2) * r1
    # Simplifying, we get:
    # a_{2k} = (3/2)a_{2k-1} + d1
    # We can use this equation to express a_{13} in terms of a_2 and r1. Let's denote the common ratio of the geometric subsequence by r1 and the common difference of the arithmetic subsequence by d1.
    # Then we have:
    # a_13 = (3/2)a_{2} +
