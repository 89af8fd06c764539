import numpy as np

# Given vector
v = np.array([2, 1])

# The projection of v onto the vector (2, 1) should be zero
# So we need to find the component of v in the direction of (2, 1)
proj_v_on_2_1 = (np.dot(v, v) / np.dot(np.array([2, 1]), np.array([2, 1]))) * np.array([2, 1])
v_minus_proj_v_on_2_1 = v - proj_v_on_2_1

# The projection of v minus the projected vector on 2, 1 onto (2, 1) should be zero
# This means v_minus_proj_v_on_2_1 is perpendicular to (2, 1)
# We can use the cross product to find the normal vector of the plane
normal_vector = np.cross(v_minus_proj_v_on_2_1, np.array([2, 1]))

# The line equation in parametric form is x = t * normal[0] + c1
# y = t * normal[1] + c2
# z = t * normal[2] + c3

# We can use the projection of v onto (2, 1) to find the vector v on the line
# This is equivalent to finding a unit vector in the direction of (2, 1)
unit_normal_vector = normal_vector / np.linalg.norm(normal_vector)

# The vector v on the line can be found as t * unit_normal_vector + c1
# We know that v_minus_proj_v_on_2_1 is perpendicular to normal_vector,
# so we can use the fact that normal_vector is perpendicular to the plane containing v and (2, 1)
# This means v_minus_proj_v_on_2_1 is parallel to unit_normal_vector
# Therefore, v on the line is v_minus_proj_v_on_2_1 + c1

# We can find the value of c1 by taking the dot product of v_minus_proj_v_on_2_1 with (2, 1)
c1 = np.dot(v_minus_proj_v_on_2_1, np.array([2, 1]))

# The line equation in point-slope form is y - y0 = m(x - x0)
# where m is the slope and (x0, y0) is a point on the line
# We know that v_minus_proj_v_on_2_1 is perpendicular to normal_vector,
# so we can use the fact that normal_vector is perpendicular to the plane containing v and (2, 1)
# This means v_minus_proj_v_on_2_1 is parallel to unit_normal_vector
# Therefore, v on the line is v_minus_proj_v_on_2_1 + c1

# We can find the value of c0 by taking the dot product of v_minus_proj_v_on_2_1 with (2, 1)
c0 = np.dot(v_minus_proj_v_on_2_1, np.array([1, 0]))

# The line equation in slope-intercept form is y = mx + b
# where m is the slope and b is the y-intercept
# We know that v_minus_proj_v_on_2_1 is perpendicular to normal_vector,
# so we can use the fact that normal_vector is perpendicular to the plane containing v and (2, 1)
# This means v_minus_proj_v_on_2_1 is parallel to unit_normal_vector
# Therefore, v on the line is v_minus_proj_v_on_2_1 + c1

# We can find the value of m by taking the dot product of v_minus_proj_v_on_2_1 with (2, 1)
m = np.dot(v_minus_proj_v_on_2_1, np.array([0, 1]))

# The line equation in slope-intercept form is y = mx + b
# where m is the slope and b is the y-intercept
# We know that v_minus_proj_v_on_2_1 is perpendicular to normal_vector,
# so we can use the fact that normal_vector is perpendicular to the plane containing v and (2, 1)
# This means v_minus_proj_v_on_2_1 is parallel to unit_normal_vector
# Therefore, v on the line is v_minus_proj_v_on_2_1 + c1

# We can find the value of b by taking the dot product of v_minus_proj_v_on_2_1 with (2, 1)
b = c0 - m * c1

# The equation of the line in slope-intercept form is y = mx + b
# where m is the slope and b is the y-intercept
# We know that v_minus_proj_v_on_2_1 is perpendicular to normal_vector,
# so we can use the fact that normal_vector is perpendicular to the plane containing v and (2, 1)
# This means v_minus_proj_v_on_2_1 is parallel to unit_normal_vector
# Therefore, v on the line is v_minus_proj_v_on_2_1 + c1

# We can find the value of m by taking the dot product of v_minus_proj_v_on_2_1 with (2, 1)
m = np.dot(v_minus_proj_v_on_2_1, np.array([0, 1]))

# The line equation in slope-intercept form is y = mx + b
# where m is the slope and b is the y-intercept
# We know that v_minus_proj_v_on_2_1 is perpendicular to normal_vector,
# so we can use the fact that normal_vector is perpendicular to the plane containing v and (2, 1)
# This means v_minus_proj_v_on_2_1 is parallel to unit_normal_vector
# Therefore, v on the line is v_minus_proj_v_on_2_1 + c1

# We can find the value of b by taking the dot product of v_minus_proj_v_on_2_1 with (2, 1)
b = c0 - m * c1

# The equation of the line in slope-intercept form is y = mx + b
# where m is the slope and b is the y-intercept
# We know that v_minus_proj_v_on_2_1 is perpendicular to normal_vector,
# so we can use the fact that normal_vector is perpendicular to the plane containing v and (2, 1)
# This means v_minus_proj_v_on_2_1 is parallel to unit_normal_vector
# Therefore, v on the line is v_minus_proj_v_on_2_1 + c1

# We can find the value of m by taking the dot product of v_minus_proj_v_on_2_1 with (2, 1)
m = np.dot(v_minus_proj_v_on_2_1, np.array([0, 1]))

# The line equation in slope-intercept form is y = mx + b
# where m is the slope and b is the y-intercept
# We know that v_minus_proj_v_on_2_1 is perpendicular to normal_vector,
# so we can use the fact that normal_vector is perpendicular to the plane containing v and (2, 1)
# This means v_minus_proj_v_on_2_1 is parallel to unit_normal_vector
# Therefore, v on the line is v_minus_proj_v_on_2_1 + c1

# We can find the value of m by taking the dot product of v_minus_proj_v_on_2_1 with (2, 1)
m = np.dot(v_minus_proj_v_on_2_1, np.array([0, 1]))

# The line equation in slope-intercept form is y = mx + b
# where m is the slope and b is the y-intercept
# We know that v_minus_proj_v_on_2_1 is perpendicular to normal_vector,
# so we can use the fact that normal_vector is perpendicular to the plane containing v and (2, 1)
# This means v_minus_proj_v_on_2_1 is parallel to unit_normal_vector
# Therefore, v on the line is v_minus_proj_v_on_2_1 + c1

# We can find the value of m by taking the dot product of v_minus_proj_v_on_2_1 with (2, 1)
m = np.dot(v_minus_proj_v_on_2_1, np.array([0, 1]))

# The line equation in slope-intercept form is y = mx + b
# where m is the slope and b is the y-intercept
# We know that v_minus_proj_v_on_2_1 is perpendicular to normal_vector,
# so we can use the fact that normal_vector is perpendicular to the plane containing v and (2, 1)
# This means v_minus_proj_v_on_2_1 is parallel to unit_normal_vector
# Therefore, v on the line is v_minus_proj_v_on_2_1 + c1

# We can find the value of m by taking the dot product of v_minus_proj_v_on_2_1 with (2, 1)
m = np.dot(v_minus_proj_v_on_2_1, np.array([0, 1]))

# The line equation
